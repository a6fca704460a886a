// ViewLifecycle · HeadlessSwiftUI

extension Color {
    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Sendable, Hashable {
        /// The extended red, green, blue (sRGB) color space.
        case sRGB
        /// The extended sRGB color space with a linear transfer function.
        case sRGBLinear
        /// The Display P3 color space.
        case displayP3
    }
}
