// ViewLifecycle · HeadlessSwiftUI

/// The list style that describes a platform's default behavior and appearance for a list (drawn only).
public struct DefaultListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}
