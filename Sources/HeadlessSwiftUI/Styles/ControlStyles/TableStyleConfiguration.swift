// ViewLifecycle · HeadlessSwiftUI

/// The properties of a table, which SwiftUI does not expose.
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TableStyleConfiguration {}

@available(*, unavailable)
extension TableStyleConfiguration: Sendable {}
