// ViewLifecycle · HeadlessUIKit

/// A rectangular area of the screen that hosts subviews; the runtime tracks its hierarchy and window.
///
/// Views are never drawn. What matters for the lifecycle is which window a view is attached to:
/// attaching a controller's view to a visible window sends that controller its appearance calls.
@MainActor @preconcurrency
open class UIView: UIResponder, UICoordinateSpace, UIPopoverPresentationControllerSourceItem, UIDynamicItem,
    @preconcurrency UIAccessibilityIdentification
{
    /// The frame in the superview's coordinate space.
    open var frame: CGRect {
        didSet { bounds.size = frame.size }
    }
    /// The view's own coordinate space.
    open var bounds: CGRect
    /// Whether the view is hidden; hiding does not change appearance callbacks, as in UIKit.
    open var isHidden = false
    /// Whether the runtime should derive constraints from the autoresizing mask (recorded only).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view resizes when its superview's bounds change (recorded, never applied).
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// Whether the view resizes its subviews by their masks when its bounds change.
    open var autoresizesSubviews = true
    /// How many pixels a point has in the view's drawing: the screen's scale, 3.
    open var contentScaleFactor: CGFloat = 3
    /// The view's transform relative to its centre (drawn only: `frame` and hit-testing ignore
    /// it here, where UIKit's `frame` reports the transformed box). It is the layer's transform,
    /// as in UIKit.
    open var transform: CGAffineTransform = .identity {
        didSet { storedLayer?.setAffineTransform(transform) }
    }
    /// The view's three-dimensional transform: its layer's; setting it sets `transform` to its
    /// affine part.
    @available(iOS 13.0, *)
    open var transform3D: CATransform3D {
        get { layer.transform }
        set {
            transform = CATransform3DGetAffineTransform(newValue)
            layer.transform = newValue
        }
    }
    /// The centre of the frame, in the superview's coordinate space; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The layer behind the view, made on first use from `layerClass`.
    open var layer: CALayer {
        if let storedLayer { return storedLayer }
        let made = CALayer.make(type(of: self).layerClass)
        made.setAffineTransform(transform)
        storedLayer = made
        return made
    }
    /// The layer, once made.
    private var storedLayer: CALayer?

    /// The class of the view's layer; a view backed by another kind of layer overrides it.
    open class var layerClass: AnyClass { CALayer.self }

    /// Whether the view needs Auto Layout to lay it out (a view that sets up its constraints in
    /// `updateConstraints()` overrides it to return `true`); `false` by default. Constraints are
    /// recorded, not solved, here, so it changes nothing headlessly.
    @available(iOS 6.0, *)
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The size the view wants from its content alone, `noIntrinsicMetric` in a dimension it has
    /// no wish for (the default; an image view's is its image's size).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Says the intrinsic size changed; constraints are not solved here, so nothing follows.
    open func invalidateIntrinsicContentSize() {}

    /// The size that best fits `size`: by default the view's current size, as in UIKit.
    ///
    /// - Parameter size: The space offered.
    /// - Returns: The size wanted.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin.
    open func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }
    /// The view's opacity, from 0 to 1; like `isHidden`, it never changes appearance callbacks.
    open var alpha: CGFloat = 1
    /// The fill colour, or `nil` for a transparent view (kept, never drawn).
    open var backgroundColor: UIColor?
    /// The string that identifies the view to UI tests and to the `Headless` control driver.
    open var accessibilityIdentifier: String?
    /// The label VoiceOver reads; the control driver also finds a view by it. While
    /// `accessibilityLabelBlock` is set, its answer is the label, as on iOS 17.
    open var accessibilityLabel: String? {
        get { accessibilityLabelBlock.map { $0() } ?? storedAccessibilityLabel }
        set { storedAccessibilityLabel = newValue }
    }
    private var storedAccessibilityLabel: String?
    /// The hint VoiceOver reads after the label (kept as set).
    open var accessibilityHint: String?
    /// The value VoiceOver reads (kept as set).
    open var accessibilityValue: String?
    /// The element's accessibility traits (kept as set, none unless set).
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether assistive technologies treat the view as one element (kept as set, false unless set).
    open var isAccessibilityElement = false
    /// The element's frame in screen coordinates for assistive technologies (kept as set).
    open var accessibilityFrame: CGRect = .zero
    /// A number that identifies the view in `viewWithTag(_:)`.
    open var tag = 0
    /// The interactions added to the view, which it keeps, in the order added.
    @available(iOS 11.0, *)
    open var interactions: [any UIInteraction] = []
    /// Whether touches reach the view; the control driver skips a view that takes none.
    open var isUserInteractionEnabled = true
    /// How the content fills the bounds (kept, never drawn).
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// Whether subviews are clipped to the bounds (kept, never drawn).
    open var clipsToBounds = false
    /// The colour of the view's tinted parts; the system blue unless set.
    open var tintColor: UIColor! = .systemBlue {
        didSet { tintColorDidChange() }
    }
    /// The default spacing around the content, which `layoutMarginsGuide` follows.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Whether the layout margins include the safe area.
    open var insetsLayoutMarginsFromSafeArea = true
    /// The layout guides the view owns, made on first use of their accessor.
    var storedLayoutGuides = UIView.LayoutGuides()

    weak var storedSuperview: UIView?
    // Unchecked, as is needsLayout: main-actor state that every move and layout pass touches
    // (HeadlessWorld.shared has the reason and the figure).
    @exclusivity(unchecked) var storedSubviews: [UIView] = []
    weak var storedWindow: UIWindow?
    /// The controller whose root view this is, so window moves can reach it.
    weak var owningController: UIViewController?
    /// The view's trait overrides and trait change registrations.
    var traitChanges = TraitChangeState()
    /// Whether the next layout pass must lay this view out.
    @exclusivity(unchecked) var needsLayout = true
    /// Constraints activated with this view as their first item (recorded, never solved).
    var recordedConstraints: [NSLayoutConstraint] = []
    /// The gesture recognizers attached to the view, in the order added.
    var attachedGestureRecognizers: [UIGestureRecognizer] = []

    /// Creates a view with the given frame.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        self.frame = .zero
        self.bounds = .zero
        super.init()
    }

    /// The view's type and address in the console's `<Module.Type: 0xADDRESS>` form.
    nonisolated open override var description: String {
        HeadlessWorld.describe(self)
    }

    /// Asked before one of the view's gesture recognizers leaves `.possible` (after its delegate
    /// allows it); a view that must keep its touches overrides it to return `false`.
    ///
    /// - Parameter gestureRecognizer: The recognizer about to begin.
    /// - Returns: Whether it may begin; `true` by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// Adds an interaction: the view keeps it, and tells it before and after (`willMove(to:)`,
    /// `didMove(to:)`).
    ///
    /// - Parameter interaction: The interaction.
    @available(iOS 11.0, *)
    open func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction the view has, telling it before and after it leaves.
    ///
    /// - Parameter interaction: The interaction.
    @available(iOS 11.0, *)
    open func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.remove(at: index)
        interaction.didMove(to: nil)
    }

    /// The next responder: the owning controller if any, else the superview.
    open override var next: UIResponder? {
        owningController ?? superview
    }

    /// The view's traits, as in UIKit: those it inherits (its controller's if it is a
    /// controller's root view, else its superview's, else the screen's, whose size classes and
    /// idiom follow the simulated screen's size) changed by its own `traitOverrides`.
    open var traitCollection: UITraitCollection {
        let inherited =
            owningController?.traitCollection ?? superview?.traitCollection
            ?? HeadlessWorld.shared.screenTraits
        return traitChanges.applyingOverrides(to: inherited)
    }

    /// Called once the traits have changed (a resize that flips a size class).
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    @available(
        iOS, introduced: 8.0, deprecated: 17.0,
        message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
    )
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The view that contains this one, or `nil`.
    open var superview: UIView? { storedSuperview }

    /// The contained views, back to front.
    open var subviews: [UIView] { storedSubviews }

    /// The window the view belongs to, or `nil` while it is off screen.
    open var window: UIWindow? { storedWindow }

    /// Adds a view on top of the other subviews, taking it from its old superview first.
    ///
    /// - Parameter view: The view to add.
    open func addSubview(_ view: UIView) {
        performInsert(view, at: storedSubviews.count)
    }

    /// Inserts a view at an index of the subview list, taking it from its old superview first.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - index: The position in `subviews`; clamped to the list.
    open func insertSubview(_ view: UIView, at index: Int) {
        performInsert(view, at: index)
    }

    /// Inserts a view just behind one of the subviews, taking it from its old superview first;
    /// on top when `siblingSubview` is not a subview.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: The subview it goes behind.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        performInsert(view, at: index(of: siblingSubview, without: view) ?? storedSubviews.count)
    }

    /// Inserts a view just in front of one of the subviews, taking it from its old superview
    /// first; on top when `siblingSubview` is not a subview.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - siblingSubview: The subview it goes in front of.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        performInsert(
            view, at: index(of: siblingSubview, without: view).map { $0 + 1 } ?? storedSubviews.count)
    }

    /// Moves a subview in front of the others; a view that is not a subview is left alone.
    ///
    /// - Parameter view: The subview.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        performInsert(view, at: storedSubviews.count)
    }

    /// Moves a subview behind the others; a view that is not a subview is left alone.
    ///
    /// - Parameter view: The subview.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.storedSuperview === self else { return }
        performInsert(view, at: 0)
    }

    /// Swaps two subviews' places in `subviews`; indexes outside it change nothing.
    ///
    /// - Parameters:
    ///   - index1: One subview's index.
    ///   - index2: The other's.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard storedSubviews.indices.contains(index1), storedSubviews.indices.contains(index2) else { return }
        storedSubviews.swapAt(index1, index2)
    }

    /// Where `sibling` is among the subviews once `view` is taken out of them.
    private func index(of sibling: UIView, without view: UIView) -> Int? {
        guard sibling.storedSuperview === self, sibling !== view else { return nil }
        return storedSubviews.lazy.filter { $0 !== view }.firstIndex { $0 === sibling }
    }

    /// Removes the view from its superview and, with it, from its window.
    open func removeFromSuperview() {
        performRemoveFromSuperview()
    }

    /// Whether this view is `view` or inside it.
    ///
    /// - Parameter view: The candidate ancestor.
    /// - Returns: `true` when `view` is this view or one of its ancestors.
    @discardableResult
    open func isDescendant(of view: UIView) -> Bool {
        isInside(view)
    }

    /// Positions the child views; the default is empty because constraints are never solved.
    open func layoutSubviews() {}

    /// Marks the view as needing layout in the next run-loop turn.
    open func setNeedsLayout() {
        needsLayout = true
        if window != nil { HeadlessWorld.shared.requestLayout(for: self) }
    }

    /// Runs the pending layout of this view and its subviews now.
    open func layoutIfNeeded() {
        guard window != nil else { return }
        HeadlessWorld.shared.layOut(self)
    }

    /// Hook that runs before the view is attached to, or detached from, a window.
    ///
    /// - Parameter newWindow: The window it will belong to, or `nil`.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Hook that runs once the view has been attached to, or detached from, a window.
    open func didMoveToWindow() {}

    /// Hook that runs before the view gets a new parent view or loses its parent.
    ///
    /// - Parameter newSuperview: The superview it will have, or `nil`.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Hook that runs once the view has a new parent view, or none.
    open func didMoveToSuperview() {}

    // MARK: - Layout anchors
    // Declared in the class body, not an extension, so subclasses can override them as UIKit's can.

    /// The anchor for the leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "leading") }
    /// The anchor for the trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "trailing") }
    /// The anchor for the left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "left") }
    /// The anchor for the right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "right") }
    /// The anchor for the top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "top") }
    /// The anchor for the bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "bottom") }
    /// The anchor for the width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: "width") }
    /// The anchor for the height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: "height") }
    /// The anchor for the horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "centerX") }
    /// The anchor for the vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "centerY") }
    /// The anchor for the first baseline.
    open var firstBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: self, attribute: "firstBaseline")
    }
    /// The anchor for the last baseline.
    open var lastBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: self, attribute: "lastBaseline")
    }
    /// The active constraints whose first item is this view (recorded, never solved).
    open var constraints: [NSLayoutConstraint] { recordedConstraints }

    /// Hook that runs after a child view has been inserted.
    ///
    /// - Parameter subview: The added subview.
    open func didAddSubview(_ subview: UIView) {}

    /// Hook that runs just before a child view is taken out.
    ///
    /// - Parameter subview: The subview being removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: - Drawing, hit-testing and layout hooks subclasses override

    // Declared in the class, not generated in an extension, because apps override them.

    /// Draws the view's content in `rect`; headlessly nothing draws, so it is never called.
    open func draw(_ rect: CGRect) {}
    /// The deepest view containing `point` (in this view's coordinates) that takes touches: the
    /// subviews are asked front to back, then `self`; a hidden, transparent (alpha ≤ 0.01) or
    /// non-interactive view and its subviews are skipped, as UIKit does. Transforms are ignored.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            let local = CGPoint(
                x: point.x - subview.frame.minX + subview.bounds.minX,
                y: point.y - subview.frame.minY + subview.bounds.minY)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
    /// Whether `point`, in the view's coordinates, is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// Updates the view's constraints; called in the pass before layout, not called headlessly.
    open func updateConstraints() {}
    /// Called when the safe-area insets change; not called headlessly.
    open func safeAreaInsetsDidChange() {}
    /// Called when the layout margins change; not called headlessly.
    open func layoutMarginsDidChange() {}
    /// Called after the view is loaded from a nib; never called headlessly (no nibs).
    open func awakeFromNib() {}

    /// Brings the traits of this view and everything below it up to date now.
    ///
    /// The runtime applies a trait change and tells every environment as soon as it is made, so
    /// nothing is ever pending and this returns at once; UIKit defers the update to the next
    /// layout pass.
    @available(iOS 17.0, *)
    open func updateTraitsIfNeeded() {}

    /// Called when the view's tint color changes: headlessly each time `tintColor` is set.
    @available(iOS 7.0, *)
    open func tintColorDidChange() {}

    /// Converts `point` from this view's coordinates to `view`'s, or to its window's for `nil`
    /// (transforms are ignored).
    ///
    /// - Parameters:
    ///   - point: A point in this view's coordinates.
    ///   - view: The view to convert to, or `nil` for the window.
    /// - Returns: The point in `view`'s coordinates.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return convertToWindow(point) }
        return view.convertFromScreen(convertToScreen(point))
    }

    /// Converts `point` from `view`'s coordinates, or its window's for `nil`, to this view's
    /// (transforms are ignored).
    ///
    /// - Parameters:
    ///   - point: A point in `view`'s coordinates.
    ///   - view: The view to convert from, or `nil` for the window.
    /// - Returns: The point in this view's coordinates.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return convertFromWindow(point) }
        return convertFromScreen(view.convertToScreen(point))
    }

    /// Converts `rect` from this view's coordinates to `view`'s, or to its window's for `nil`.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in this view's coordinates.
    ///   - view: The view to convert to, or `nil` for the window.
    /// - Returns: The rectangle in `view`'s coordinates.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s coordinates, or its window's for `nil`, to this view's.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in `view`'s coordinates.
    ///   - view: The view to convert from, or `nil` for the window.
    /// - Returns: The rectangle in this view's coordinates.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Converts `point` to another coordinate space: a view's, or else the screen's.
    ///
    /// - Parameters:
    ///   - point: A point in this view's coordinates.
    ///   - coordinateSpace: The space to convert to.
    /// - Returns: The point in that space.
    @available(iOS 8.0, *)
    open func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        // `as UIView?` picks the view overload: a plain `UIView` would pick this one again.
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return convertToScreen(point)
    }

    /// Converts `point` from another coordinate space: a view's, or else the screen's.
    ///
    /// - Parameters:
    ///   - point: A point in that space.
    ///   - coordinateSpace: The space to convert from.
    /// - Returns: The point in this view's coordinates.
    @available(iOS 8.0, *)
    open func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return convertFromScreen(point)
    }

    /// Converts `rect` to another coordinate space: a view's, or else the screen's.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in this view's coordinates.
    ///   - coordinateSpace: The space to convert to.
    /// - Returns: The rectangle in that space.
    @available(iOS 8.0, *)
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }

    /// Converts `rect` from another coordinate space: a view's, or else the screen's.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in that space.
    ///   - coordinateSpace: The space to convert from.
    /// - Returns: The rectangle in this view's coordinates.
    @available(iOS 8.0, *)
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }

    /// Apple's `alignmentRectInsets`: returns .zero headlessly.
    @available(iOS 6.0, *)
    open var alignmentRectInsets: UIEdgeInsets { .zero }
}
