// ViewLifecycle · HeadlessSwiftUI

/// The list style that describes the behavior and appearance of an inset grouped list (drawn only).
public struct InsetGroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}
