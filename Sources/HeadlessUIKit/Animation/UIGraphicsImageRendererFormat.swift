// ViewLifecycle · HeadlessUIKit

/// How an image renderer's images are made: their scale and opacity.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point; the main screen's 3 by default.
    open var scale: CGFloat = 3
    /// Whether the images are opaque.
    open var opaque = false
    /// The rectangle drawn into, set by the renderer.
    open internal(set) var bounds: CGRect = .zero

    /// Creates the default format: the main screen's scale, not opaque.
    public override init() {
        super.init()
    }

    /// The default format.
    ///
    /// - Returns: A new format.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format best suited to the device: the default here.
    ///
    /// - Returns: A new format.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
