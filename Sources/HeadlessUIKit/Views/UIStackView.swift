// ViewLifecycle · HeadlessUIKit

/// A view that lines up its arranged subviews in a row or column.
///
/// The arrangement is kept (order, spacing, axis, distribution, alignment), and each arranged
/// view is also a subview, as in UIKit; frames are not computed, like every constraint here.
@MainActor @preconcurrency
open class UIStackView: UIView {
    private var arranged: [UIView] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The axis the views line up along.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// How the views are sized along the axis.
    open var distribution: UIStackView.Distribution = .fill
    /// How the views are placed across the axis.
    open var alignment: UIStackView.Alignment = .fill
    /// The space between adjacent views.
    open var spacing: CGFloat = 0
    /// Whether the views are laid out within the layout margins.
    open var isLayoutMarginsRelativeArrangement = false
    /// Whether the baselines are measured from the views' top.
    open var isBaselineRelativeArrangement = false

    /// Creates a stack view with a frame.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// Creates a stack view of `views`, in order.
    ///
    /// - Parameter views: The arranged subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The arranged views, in order.
    open var arrangedSubviews: [UIView] { arranged }

    /// Appends a view to the arrangement, adding it as a subview.
    ///
    /// - Parameter view: The view.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arranged.count)
    }

    /// Inserts a view in the arrangement, adding it as a subview.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - stackIndex: The position in `arrangedSubviews`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arranged.removeAll { $0 === view }
        arranged.insert(view, at: min(max(stackIndex, 0), arranged.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Takes a view out of the arrangement; it stays a subview, as in UIKit.
    ///
    /// - Parameter view: The view.
    open func removeArrangedSubview(_ view: UIView) {
        arranged.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsLayout()
    }

    /// Sets the space after one arranged view.
    ///
    /// - Parameters:
    ///   - spacing: The space.
    ///   - arrangedSubview: The view it follows.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// The space after one arranged view: its custom spacing, else `spacing`.
    ///
    /// - Parameter arrangedSubview: The view.
    /// - Returns: The space.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
    }

    /// A subview removed from the stack view leaves the arrangement too, as in UIKit.
    ///
    /// - Parameter subview: The subview being removed.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }
}
