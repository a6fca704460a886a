// ViewLifecycle · HeadlessSwiftUI

/// SwiftUI's `LayoutDirectionBehavior` from the SDK: Apple's cases, stored as given.
@available(iOS 17.0, *)
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Apple's `fixed` case.
    case fixed
    /// Apple's `mirrors` case.
    case mirrors(in: LayoutDirection)
}
