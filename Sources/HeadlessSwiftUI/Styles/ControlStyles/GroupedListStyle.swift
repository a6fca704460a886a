// ViewLifecycle · HeadlessSwiftUI

/// The list style that describes the behavior and appearance of a grouped list (drawn only).
public struct GroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}
