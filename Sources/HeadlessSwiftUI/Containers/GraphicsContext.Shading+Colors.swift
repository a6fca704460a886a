// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension GraphicsContext.Shading {
    /// A shading that fills with the first of several shadings (a palette's other entries style
    /// layers of symbols, which are not drawn headlessly); the foreground when empty.
    ///
    /// - Parameter array: The shadings.
    /// - Returns: The shading.
    public static func palette(_ array: [GraphicsContext.Shading]) -> GraphicsContext.Shading {
        array.first ?? .foreground
    }

    /// A shading that fills with a color made of RGB components.
    ///
    /// - Parameters:
    ///   - colorSpace: The color space.
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - opacity: The opacity.
    /// - Returns: The shading.
    public static func color(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
        opacity: Double = 1
    ) -> GraphicsContext.Shading {
        .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A shading that fills with a gray.
    ///
    /// - Parameters:
    ///   - colorSpace: The color space.
    ///   - white: The white component.
    ///   - opacity: The opacity.
    /// - Returns: The shading.
    public static func color(
        _ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1
    )
        -> GraphicsContext.Shading
    {
        .color(Color(colorSpace, white: white, opacity: opacity))
    }

    /// A shading that fills with a shader (kept: no Metal headlessly).
    ///
    /// - Parameters:
    ///   - shader: The shader.
    ///   - bounds: The rectangle the shader's bounding-rectangle argument receives.
    /// - Returns: The shading.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    @available(watchOS, unavailable)
    public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> GraphicsContext.Shading {
        .style(shader)
    }

    /// A shading that tiles an image (kept as an ``ImagePaint``).
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - origin: Where the first tile is placed.
    ///   - sourceRect: The unit rectangle of the image to tile.
    ///   - scale: The image's scale.
    /// - Returns: The shading.
    public static func tiledImage(
        _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
        scale: CGFloat = 1
    ) -> GraphicsContext.Shading {
        .style(ImagePaint(image: image, sourceRect: sourceRect, scale: scale))
    }
}

extension GraphicsContext {
    /// Returns a shading fixed with the context's environment (headlessly the same shading:
    /// styles are not resolved).
    ///
    /// - Parameter shading: The shading.
    /// - Returns: The shading.
    public func resolve(_ shading: GraphicsContext.Shading) -> GraphicsContext.Shading { shading }
}
