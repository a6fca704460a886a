// ViewLifecycle · HeadlessSwiftUI

/// The list style that describes the behavior and appearance of an inset list (drawn only).
public struct InsetListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}
