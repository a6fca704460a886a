// ViewLifecycle · HeadlessSwiftUI

/// A picker style that presents the options inline with other views (drawn only).
public struct InlinePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}
