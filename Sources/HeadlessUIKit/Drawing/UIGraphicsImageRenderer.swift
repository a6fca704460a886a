// ViewLifecycle · HeadlessUIKit

/// A renderer of images: `image(actions:)` runs the drawing block with a context made current
/// (`UIGraphicsGetCurrentContext()`) and returns an image of the renderer's size and scale. No
/// pixels exist, so the PNG and JPEG forms are empty data; what the block painted is in
/// `Headless.drawing(in:)`.
@available(iOS 10.0, *)
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
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
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates a renderer of images of `bounds`' size in `format`.
    ///
    /// - Parameters:
    ///   - bounds: The rectangle drawn into.
    ///   - format: The format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// Whether the renderer makes images: always.
    open override var allowsImageOutput: Bool { true }

    /// Runs `actions` with a new context current and returns the image: the renderer's size and
    /// scale.
    ///
    /// - Parameter actions: The drawing block.
    /// - Returns: The image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        draw(actions).currentImage
    }

    /// Runs `actions` and returns PNG data: empty, since no pixels exist.
    ///
    /// - Parameter actions: The drawing block.
    /// - Returns: Empty data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        _ = draw(actions)
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
        _ = draw(actions)
        return Data()
    }

    /// A new context, current while `actions` runs.
    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageRendererContext {
        let scale = (format as? UIGraphicsImageRendererFormat)?.scale ?? 1
        let context = UIGraphicsImageRendererContext(format: format, scale: scale)
        GraphicsContextStack.with(context.cgContext) { actions(context) }
        return context
    }
}
