// ViewLifecycle · HeadlessUIKit

/// The context a renderer's drawing block gets: its Core Graphics context and UIKit's shortcuts
/// for filling, stroking and clipping with it.
@available(iOS 10.0, *)
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context drawing goes to: points scaled to the format's pixels.
    open var cgContext: CGContext { context }
    /// The renderer's format.
    open var format: UIGraphicsRendererFormat { rendererFormat }
    private let context: CGContext
    private let rendererFormat: UIGraphicsRendererFormat

    init(format: UIGraphicsRendererFormat, scale: CGFloat) {
        rendererFormat = format
        context = makeGraphicsContext(size: format.bounds.size, scale: scale)
        super.init()
    }

    /// Fills `rect` with the context's fill colour.
    ///
    /// - Parameter rect: The rectangle.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the context's fill colour, composited by `blendMode`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - blendMode: The blend mode.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.withBlendMode(blendMode) { cgContext.fill(rect) }
    }

    /// Strokes `rect`'s outline with the context's stroke colour.
    ///
    /// - Parameter rect: The rectangle.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes `rect`'s outline, composited by `blendMode`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - blendMode: The blend mode.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.withBlendMode(blendMode) { cgContext.stroke(rect) }
    }

    /// Narrows the clip to `rect`.
    ///
    /// - Parameter rect: The rectangle.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
