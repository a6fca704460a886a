// ViewLifecycle · HeadlessUIKit

/// A relation between two layout anchors; the headless runtime records it and never solves it.
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    /// The relation a constraint keeps between its two sides.
    public enum Relation: Int, @unchecked Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// The first anchor.
    let first: NSObject
    /// The second anchor, or `nil` for a constant size.
    let second: NSObject?
    /// Which comparison the two sides must satisfy; fixed when the constraint is made, as in UIKit.
    open private(set) var relation: NSLayoutConstraint.Relation
    /// The offset added to the second side.
    open var constant: CGFloat
    /// The factor applied to the second side.
    open var multiplier: CGFloat { 1 }
    /// A name for debugging.
    open var identifier: String?

    init(first: NSObject, relation: Relation, second: NSObject?, constant: CGFloat) {
        self.first = first
        self.second = second
        self.relation = relation
        self.constant = constant
        super.init()
    }

    /// Whether the constraint takes part in layout; activating it marks its view for layout.
    open var isActive = false {
        didSet {
            guard isActive != oldValue, let view = firstItemView else { return }
            if isActive {
                view.recordedConstraints.append(self)
            } else {
                view.recordedConstraints.removeAll { $0 === self }
            }
            view.setNeedsLayout()
        }
    }

    /// Turns on every constraint in the list.
    ///
    /// - Parameter constraints: The constraints to activate.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Turns off every constraint in the list.
    ///
    /// - Parameter constraints: The constraints to deactivate.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The view that holds the constraint: the nearest common ancestor of its two views, as
    /// UIKit installs an activated constraint (a width alone stays on its own view).
    private var firstItemView: UIView? {
        guard let firstView = Self.view(of: first) else { return nil }
        guard let secondView = second.flatMap(Self.view(of:)) else { return firstView }
        var candidate: UIView? = firstView
        while let ancestor = candidate {
            if secondView.isInside(ancestor) { return ancestor }
            candidate = ancestor.superview
        }
        return firstView
    }

    private static func view(of anchor: NSObject) -> UIView? {
        (anchor as? NSLayoutXAxisAnchor)?.item ?? (anchor as? NSLayoutYAxisAnchor)?.item
            ?? (anchor as? NSLayoutDimension)?.item
    }
}
