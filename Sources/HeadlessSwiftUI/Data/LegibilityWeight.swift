// ViewLifecycle · HeadlessSwiftUI

/// SwiftUI's `LegibilityWeight` from the SDK: Apple's cases, stored as given.
@available(iOS 13.0, *)
public enum LegibilityWeight: Hashable, Sendable {
    /// Apple's `regular` case.
    case regular
    /// Apple's `bold` case.
    case bold
}
