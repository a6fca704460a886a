// ViewLifecycle · HeadlessSwiftUI

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Sendable, Hashable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular
}
