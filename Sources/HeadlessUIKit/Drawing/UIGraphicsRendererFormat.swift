// ViewLifecycle · HeadlessUIKit

/// How a renderer's output is made; the image renderer's format adds scale and opacity.
@available(iOS 10.0, *)
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// The rectangle drawn into, set by the renderer.
    open internal(set) var bounds: CGRect = .zero

    /// Creates the default format.
    public required override init() {
        super.init()
    }

    /// The default format.
    ///
    /// - Returns: A new format.
    @available(iOS 10.0, *)
    open class func `default`() -> Self { Self() }

    /// The format best suited to the device: the default here.
    ///
    /// - Returns: A new format.
    @available(iOS 11.0, *)
    open class func preferred() -> Self { Self() }

    /// A copy of the format.
    ///
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self()
        copy.bounds = bounds
        return copy
    }
}
