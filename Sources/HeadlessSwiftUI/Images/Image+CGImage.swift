// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Image {
    /// Creates a labeled image from a Core Graphics image.
    ///
    /// - Parameters:
    ///   - cgImage: The image.
    ///   - scale: The pixels per point of the image.
    ///   - orientation: How the image's pixels are turned.
    ///   - label: What assistive technologies read for the image.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(name: "CGImage \(cgImage.width)×\(cgImage.height)", accessibilityText: label.string)
    }

    /// Creates an unlabeled, decorative image from a Core Graphics image, which assistive
    /// technologies skip.
    ///
    /// - Parameters:
    ///   - cgImage: The image.
    ///   - scale: The pixels per point of the image.
    ///   - orientation: How the image's pixels are turned.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(name: "CGImage \(cgImage.width)×\(cgImage.height)", accessibilityText: nil)
    }

    /// Creates an image drawn on demand by `renderer` into a graphics context of `size`.
    ///
    /// Nothing is drawn headlessly, so `renderer` does not run.
    ///
    /// - Parameters:
    ///   - size: The image's size in points.
    ///   - label: What assistive technologies read, or `nil` for a decorative image.
    ///   - opaque: Whether every pixel is opaque.
    ///   - colorMode: The color space and storage of the image.
    ///   - renderer: Draws the image.
    public init(
        size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
        renderer: @escaping (inout GraphicsContext) -> Void
    ) {
        self.init(name: "drawn \(Int(size.width))×\(Int(size.height))", accessibilityText: label?.string)
    }

    private init(name: String, accessibilityText: String?) {
        self.name = name
        self.accessibilityText = accessibilityText
    }
}
