// ViewLifecycle · HeadlessSwiftUI

/// A picker style that presents the options as a row of compact elements (drawn only).
public struct PalettePickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}
