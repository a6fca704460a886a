// ViewLifecycle · HeadlessUIKit

/// The context an image renderer's drawing block gets: a Core Graphics context of the image's
/// pixels, and the image drawn so far.
@available(iOS 10.0, *)
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The image drawn so far: the renderer's size and scale (no pixels exist headlessly).
    open var currentImage: UIImage {
        let format = format as? UIGraphicsImageRendererFormat
        return UIImage(
            name: "UIGraphicsImageRenderer", isSymbol: false, size: self.format.bounds.size,
            scale: format?.scale ?? 1, renderingMode: .automatic)
    }
}
