// ViewLifecycle · HeadlessUIKit

import Foundation

/// The layer behind a view, as Core Animation keeps it: the drawing attributes apps set through
/// `view.layer` (corners, border, shadow, opacity). Headlessly nothing is drawn; the layer
/// keeps what it is given and its sublayers. Not bound to the main actor, as in Core Animation.
open class CALayer: NSObject {
    /// The radius of the rounded corners.
    open var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// The curve of the rounded corners.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Whether sublayers are clipped to the bounds (a view's `clipsToBounds`).
    open var masksToBounds = false
    /// The width of the border.
    open var borderWidth: CGFloat = 0
    /// The colour of the border.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The background colour.
    open var backgroundColor: CGColor?
    /// The colour of the shadow.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The opacity of the shadow.
    open var shadowOpacity: Float = 0
    /// The offset of the shadow.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow.
    open var shadowRadius: CGFloat = 3
    /// The shape of the shadow; `nil` follows the layer's content.
    open var shadowPath: CGPath?
    /// The opacity of the layer.
    open var opacity: Float = 1
    /// Whether the layer is hidden.
    open var isHidden = false
    /// The layer's position along the z axis.
    open var zPosition: CGFloat = 0
    /// The transform applied about the anchor point: the identity unless set (kept, not drawn).
    open var transform = CATransform3DIdentity
    /// The transform applied to the sublayers: the identity unless set (kept, not drawn).
    open var sublayerTransform = CATransform3DIdentity
    /// The Core Image filter that composites the layer with what is behind it (kept, not drawn).
    open var compositingFilter: Any?
    /// The layer's frame in its superlayer.
    open var frame: CGRect = .zero
    /// The layer's own coordinate space.
    open var bounds: CGRect = .zero
    /// A name for finding the layer.
    open var name: String?
    /// The layer that clips this one's content.
    open var mask: CALayer?
    /// The animations added to the layer.
    let animationStore = CALayerAnimations()
    /// The layer this one is a sublayer of.
    open private(set) weak var superlayer: CALayer?
    private var storedSublayers: [CALayer] = []

    /// Creates a layer.
    public required override init() {
        super.init()
    }

    /// The sublayers, back to front, or `nil` for none.
    open var sublayers: [CALayer]? { storedSublayers.isEmpty ? nil : storedSublayers }

    /// Adds a sublayer in front of the others.
    ///
    /// - Parameter layer: The sublayer.
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        storedSublayers.append(layer)
        layer.superlayer = self
    }

    /// Inserts a sublayer at `index`.
    ///
    /// - Parameters:
    ///   - layer: The sublayer.
    ///   - index: Where it goes, 0 at the back.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        storedSublayers.insert(layer, at: min(Int(index), storedSublayers.count))
        layer.superlayer = self
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        superlayer?.storedSublayers.removeAll { $0 === self }
        superlayer = nil
    }

    /// The layer's transform as an affine transform (its affine part).
    ///
    /// - Returns: The affine transform.
    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets the layer's transform to an affine transform.
    ///
    /// - Parameter m: The affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// Asks for the layer to be redrawn (nothing is drawn here).
    open func setNeedsDisplay() {}

    /// Asks for the layer's sublayers to be laid out again (nothing is laid out here).
    open func setNeedsLayout() {}
}
