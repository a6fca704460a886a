// ViewLifecycle · HeadlessUIKit

/// The context an image renderer's drawing block gets; nothing is drawn, so it offers the
/// format and the image so far.
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(format: UIGraphicsImageRendererFormat) {
        self.format = format
        super.init()
    }

    /// The image drawn so far: the renderer's size and scale.
    open var currentImage: UIImage {
        UIImage(
            name: "UIGraphicsImageRenderer", isSymbol: false, size: format.bounds.size, scale: format.scale,
            renderingMode: .automatic)
    }

    /// Fills a rectangle (nothing is drawn).
    ///
    /// - Parameter rect: The rectangle.
    open func fill(_ rect: CGRect) {}

    /// Strokes a rectangle (nothing is drawn).
    ///
    /// - Parameter rect: The rectangle.
    open func stroke(_ rect: CGRect) {}
}
