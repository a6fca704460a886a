// ViewLifecycle · HeadlessUIKit

/// How an image renderer's images are made: their scale and opacity.
@available(iOS 10.0, *)
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point; the main screen's by default.
    open var scale: CGFloat = mainScreenScale()
    /// Whether the images are opaque.
    open var opaque = false

    /// Creates the default format: the main screen's scale, not opaque.
    public required init() {
        super.init()
    }

    /// A copy of the format, scale and opacity included.
    ///
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let format = copy as? UIGraphicsImageRendererFormat {
            format.scale = scale
            format.opaque = opaque
        }
        return copy
    }
}
