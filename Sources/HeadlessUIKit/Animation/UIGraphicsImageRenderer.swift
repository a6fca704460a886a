// ViewLifecycle · HeadlessUIKit

/// A renderer of images: `image(actions:)` runs the drawing block and returns an image of the
/// renderer's size and scale. No pixels exist, so the PNG and JPEG forms are empty data.
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    /// The format the images are made in.
    public let format: UIGraphicsImageRendererFormat

    /// Creates a renderer of images of `size` in the default format.
    ///
    /// - Parameter size: The size in points.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// Creates a renderer of images of `size` in `format`.
    ///
    /// - Parameters:
    ///   - size: The size in points.
    ///   - format: The format.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates a renderer of images of `bounds`' size in `format`.
    ///
    /// - Parameters:
    ///   - bounds: The rectangle drawn into.
    ///   - format: The format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        format.bounds = bounds
        self.format = format
        super.init()
    }

    /// Whether the renderer makes images: always.
    open var allowsImageOutput: Bool { true }

    /// Runs `actions` and returns the image: the renderer's size and scale.
    ///
    /// - Parameter actions: The drawing block.
    /// - Returns: The image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format)
        actions(context)
        return context.currentImage
    }

    /// Runs `actions` and returns PNG data: empty, since no pixels exist.
    ///
    /// - Parameter actions: The drawing block.
    /// - Returns: Empty data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        actions(UIGraphicsImageRendererContext(format: format))
        return Data()
    }

    /// Runs `actions` and returns JPEG data: empty, since no pixels exist.
    ///
    /// - Parameters:
    ///   - compressionQuality: The quality, 0 to 1.
    ///   - actions: The drawing block.
    /// - Returns: Empty data.
    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        actions(UIGraphicsImageRendererContext(format: format))
        return Data()
    }
}
