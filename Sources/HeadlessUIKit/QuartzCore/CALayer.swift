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
    /// The layer's own coordinate space.
    open var bounds: CGRect = .zero
    /// Where the anchor point sits in the superlayer.
    open var position: CGPoint = .zero
    /// The point of the bounds, in the unit square, that `position` places and transforms turn
    /// about.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The anchor point's position along the z axis.
    open var anchorPointZ: CGFloat = 0
    /// The layer's frame in its superlayer: the bounds' size placed by `position` and
    /// `anchorPoint` (the transform is kept, not applied); setting it sets both.
    open var frame: CGRect {
        get {
            CGRect(
                x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                width: bounds.width, height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width,
                y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }
    /// Whether the back of the layer shows when it is turned away.
    open var isDoubleSided = true
    /// Whether the layer's geometry is flipped vertically for its sublayers.
    open var isGeometryFlipped = false
    /// The layer's content, usually a `CGImage` (kept, not drawn).
    open var contents: Any?
    /// The part of the contents shown, in the unit square.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// How the contents fill the bounds.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The scale of the contents: points to pixels.
    open var contentsScale: CGFloat = 1
    /// The stretchable middle of the contents, in the unit square.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The pixel format of drawn contents.
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint
    /// Whether the layer may use extended dynamic range for its contents.
    open var wantsExtendedDynamicRangeContent = false
    /// The filter used to shrink the contents.
    open var minificationFilter: CALayerContentsFilter = .linear
    /// The filter used to enlarge the contents.
    open var magnificationFilter: CALayerContentsFilter = .linear
    /// The bias of the shrinking filter's detail level.
    open var minificationFilterBias: Float = 0
    /// Whether the layer promises to fill its bounds with opaque content.
    open var isOpaque = false
    /// Whether the layer asks to be redrawn when its bounds change.
    open var needsDisplayOnBoundsChange = false
    /// Whether drawing is queued to run in the background.
    open var drawsAsynchronously = false
    /// Which edges are antialiased.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
        .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
    ]
    /// Whether edges are antialiased.
    open var allowsEdgeAntialiasing = false
    /// Whether the layer and its sublayers are composited as one for opacity.
    open var allowsGroupOpacity = true
    /// Core Image filters applied to the layer (kept, not drawn).
    open var filters: [Any]?
    /// Core Image filters applied to what is behind the layer (kept, not drawn).
    open var backgroundFilters: [Any]?
    /// Whether the layer is drawn once into a bitmap and reused.
    open var shouldRasterize = false
    /// The scale of that bitmap.
    open var rasterizationScale: CGFloat = 1
    /// The actions the layer runs for its keys, before its delegate's and its class's.
    open var actions: [String: any CAAction]?
    /// The layer's object, usually its view, which draws and lays it out.
    open weak var delegate: (any CALayerDelegate)?
    /// Default values for the layer's properties.
    open var style: [AnyHashable: Any]?
    /// A name for finding the layer.
    open var name: String?
    /// The layer that clips this one's content.
    open var mask: CALayer?
    /// The animations added to the layer.
    let animationStore = CALayerAnimations()
    /// The layer this one is a sublayer of.
    open private(set) weak var superlayer: CALayer?
    private var storedSublayers: [CALayer] = []

    private var layoutNeeded = true
    private var displayNeeded = false

    /// Creates a layer.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer` for its presentation: its geometry and appearance. A subclass
    /// overrides it to copy what it adds.
    public init(layer: Any) {
        super.init()
        guard let layer = layer as? CALayer else { return }
        bounds = layer.bounds
        position = layer.position
        anchorPoint = layer.anchorPoint
        zPosition = layer.zPosition
        transform = layer.transform
        opacity = layer.opacity
        isHidden = layer.isHidden
        backgroundColor = layer.backgroundColor
        cornerRadius = layer.cornerRadius
        borderWidth = layer.borderWidth
        borderColor = layer.borderColor
        contents = layer.contents
        name = layer.name
    }

    /// Creates a layer from an archive: nothing is decoded headlessly (nibs are not loaded off
    /// Apple platforms), so the layer has its defaults.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The layer as it appears on screen: headlessly animations end at once, so the same layer.
    open func presentation() -> Self? {
        self
    }

    /// The layer whose values the presentation shows: this one.
    open func model() -> Self {
        self
    }

    /// The default value of `key` when the style sets none: none.
    open class func defaultValue(forKey key: String) -> Any? {
        nil
    }

    /// Whether a change of `key` asks for the layer to be redrawn: no key does by default.
    open class func needsDisplay(forKey key: String) -> Bool {
        false
    }

    /// Whether `key`'s value is archived: every key is.
    open func shouldArchiveValue(forKey key: String) -> Bool {
        true
    }

    /// The action for `event` when neither the layer nor its delegate has one: none.
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        nil
    }

    /// The action for `event`: the delegate's, then `actions`', then the style's, then the class's.
    open func action(forKey event: String) -> (any CAAction)? {
        delegate?.action(for: self, forKey: event) ?? actions?[event] ?? Self.defaultAction(forKey: event)
    }

    /// How much larger a continuous corner is than a circular one of the same radius.
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
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

    /// Whether the contents are drawn flipped: when the geometry is flipped.
    open func contentsAreFlipped() -> Bool {
        isGeometryFlipped
    }

    /// Asks for the layer to be redrawn at its next display pass.
    open func setNeedsDisplay() {
        displayNeeded = true
    }

    /// Asks for part of the layer to be redrawn at its next display pass.
    open func setNeedsDisplay(_ r: CGRect) {
        displayNeeded = true
    }

    /// Whether the layer waits to be redrawn.
    open func needsDisplay() -> Bool {
        displayNeeded
    }

    /// Redraws the layer now if it waits to be: calls `display()`.
    open func displayIfNeeded() {
        guard displayNeeded else { return }
        displayNeeded = false
        display()
    }

    /// Updates the contents: the delegate's `display(_:)`. Nothing is drawn headlessly.
    open func display() {
        delegate?.display(self)
    }

    /// Draws the contents into `ctx`: the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Renders the layer and its sublayers into `ctx`: each one's `draw(in:)`, back to front.
    open func render(in ctx: CGContext) {
        draw(in: ctx)
        for sublayer in storedSublayers where !sublayer.isHidden { sublayer.render(in: ctx) }
    }

    /// The size the layer prefers in its superlayer: its bounds' size.
    open func preferredFrameSize() -> CGSize {
        bounds.size
    }

    /// Asks for the layer's sublayers to be laid out at its next layout pass.
    open func setNeedsLayout() {
        layoutNeeded = true
    }

    /// Whether the layer waits to be laid out.
    open func needsLayout() -> Bool {
        layoutNeeded
    }

    /// Lays the layer out now if it waits to be: calls `layoutSublayers()`, then its sublayers'.
    open func layoutIfNeeded() {
        if layoutNeeded {
            layoutNeeded = false
            layoutSublayers()
        }
        for sublayer in storedSublayers { sublayer.layoutIfNeeded() }
    }

    /// Lays out the sublayers: the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Inserts a sublayer just behind `sibling`, or at the back when `sibling` is not one.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = storedSublayers.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts a sublayer just in front of `sibling`, or at the front when `sibling` is not one.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let index = storedSublayers.firstIndex(where: { $0 === sibling }) else {
            addSublayer(layer)
            return
        }
        insertSublayer(layer, at: UInt32(index + 1))
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// `p`, in `l`'s coordinates (or the root's), in this layer's.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let from = l?.originInRoot ?? .zero
        let to = originInRoot
        return CGPoint(x: p.x + from.x - to.x, y: p.y + from.y - to.y)
    }

    /// `p`, in this layer's coordinates, in `l`'s (or the root's).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        (l ?? rootLayer).convert(p, from: self)
    }

    /// `r`, in `l`'s coordinates (or the root's), in this layer's.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        CGRect(origin: convert(r.origin, from: l), size: r.size)
    }

    /// `r`, in this layer's coordinates, in `l`'s (or the root's).
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        CGRect(origin: convert(r.origin, to: l), size: r.size)
    }

    /// `t` in `l`'s time space in this layer's: layers here share one time space.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        t
    }

    /// `t` in this layer's time space in `l`'s: layers here share one time space.
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        t
    }

    /// The frontmost visible layer at `p`, in the superlayer's coordinates: a sublayer, this one,
    /// or nil when `p` is outside the bounds.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = CGPoint(x: p.x - frame.minX + bounds.minX, y: p.y - frame.minY + bounds.minY)
        guard contains(local) else { return nil }
        for sublayer in storedSublayers.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return self
    }

    /// Whether `p`, in this layer's coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    /// The topmost superlayer.
    private var rootLayer: CALayer {
        superlayer?.rootLayer ?? self
    }

    /// Where this layer's coordinate origin is in the root's coordinates.
    private var originInRoot: CGPoint {
        guard let superlayer else { return .zero }
        let base = superlayer.originInRoot
        return CGPoint(x: base.x + frame.minX - bounds.minX, y: base.y + frame.minY - bounds.minY)
    }
}
