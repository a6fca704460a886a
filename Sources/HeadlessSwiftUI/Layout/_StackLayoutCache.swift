// ViewLifecycle · HeadlessSwiftUI

/// The cache of the built-in stack layouts (empty: nothing is laid out headlessly).
@available(iOS 16.0, tvOS 16.0, *)
public struct _StackLayoutCache: Sendable {}
