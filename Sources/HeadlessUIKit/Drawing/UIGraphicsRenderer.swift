// ViewLifecycle · HeadlessUIKit

/// The base of UIKit's renderers: the bounds and format its contexts are made with.
@available(iOS 10.0, *)
open class UIGraphicsRenderer: NSObject {
    /// The format the renderer's contexts are made in.
    open var format: UIGraphicsRendererFormat { rendererFormat }
    private let rendererFormat: UIGraphicsRendererFormat

    /// Creates a renderer of `bounds` in the default format.
    ///
    /// - Parameter bounds: The rectangle drawn into.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// Creates a renderer of `bounds` in `format`.
    ///
    /// - Parameters:
    ///   - bounds: The rectangle drawn into.
    ///   - format: The format.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        // The renderer keeps a copy, so one format can serve renderers of other sizes.
        let copy = format.copy() as? UIGraphicsRendererFormat ?? format
        copy.bounds = bounds
        rendererFormat = copy
        super.init()
    }

    /// Whether the renderer makes images: an image renderer does.
    open var allowsImageOutput: Bool { false }
}
