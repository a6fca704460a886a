// ViewLifecycle · HeadlessSwiftUI

extension Image {
    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Sendable {
        /// A mode to repeat the image at its original size, as many times as necessary to fill
        /// the available space.
        case tile
        /// A mode to enlarge or reduce the size of an image so that it fills the available space.
        case stretch
    }

    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Sendable {
        /// A mode that renders all non-transparent pixels as the foreground color.
        case template
        /// A mode that renders pixels of bitmap images as-is.
        case original
    }

    /// A scale to apply to vector images relative to text.
    public enum Scale: Sendable {
        /// A scale that produces small images.
        case small
        /// A scale that produces medium-sized images.
        case medium
        /// A scale that produces large images.
        case large
    }

    /// The level of quality for rendering an image that requires interpolation.
    public enum Interpolation: Sendable {
        /// A value that indicates SwiftUI doesn't interpolate image data.
        case none
        /// A value that indicates a low level of interpolation quality.
        case low
        /// A value that indicates a medium level of interpolation quality.
        case medium
        /// A value that indicates a high level of interpolation quality.
        case high
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space (drawn only).
    ///
    /// - Parameters:
    ///   - capInsets: Inset values that indicate a portion of the image that SwiftUI doesn't
    ///     resize.
    ///   - resizingMode: The mode by which SwiftUI resizes the image.
    /// - Returns: An image, with the new resizing behavior set.
    public func resizable(
        capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
    )
        -> Image
    {
        adding("resizable(\(resizingMode))")
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode (drawn only).
    ///
    /// - Parameter renderingMode: The mode SwiftUI uses to render images.
    /// - Returns: A modified ``Image``.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        adding("renderingMode(\(renderingMode.map { "\($0)" } ?? "nil"))")
    }

    /// Specifies the current level of quality for rendering an image that requires
    /// interpolation (drawn only).
    ///
    /// - Parameter interpolation: The quality level.
    /// - Returns: An image with the given interpolation value set.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        adding("interpolation(\(interpolation))")
    }

    /// Specifies whether SwiftUI applies antialiasing when rendering the image (drawn only).
    ///
    /// - Parameter isAntialiased: A Boolean value that specifies whether to allow antialiasing.
    /// - Returns: An image with the antialiasing behavior set.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        adding("antialiased(\(isAntialiased))")
    }

    /// This image with one more drawn-only attribute.
    func adding(_ attribute: String) -> Image {
        var copy = self
        copy.attributes.append(attribute)
        return copy
    }
}
