// ViewLifecycle · HeadlessSwiftUI

/// The list style that describes the behavior and appearance of a plain list (drawn only).
public struct PlainListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}
