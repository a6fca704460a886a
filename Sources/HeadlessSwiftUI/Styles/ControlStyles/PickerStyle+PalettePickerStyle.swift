// ViewLifecycle · HeadlessSwiftUI

extension PickerStyle where Self == PalettePickerStyle {
    /// A picker style that presents the options as a row of compact elements.
    public static var palette: PalettePickerStyle { .init() }
}
