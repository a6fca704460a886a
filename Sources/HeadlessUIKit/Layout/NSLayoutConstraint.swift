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
    private(set) var first = NSObject()
    /// The second anchor, or `nil` for a constant size.
    private(set) var second: NSObject?
    /// Which comparison the two sides must satisfy; fixed when the constraint is made, as in UIKit.
    open private(set) var relation = NSLayoutConstraint.Relation.equal
    /// The offset added to the second side.
    open var constant: CGFloat = 0
    /// The factor applied to the second side.
    open var multiplier: CGFloat { storedMultiplier }
    private var storedMultiplier: CGFloat = 1
    /// How much layout wants the constraint kept; recorded as set (`required`, 1000, by default).
    open var priority = UILayoutPriority.required
    /// A name for debugging.
    open var identifier: String?

    /// Creates a constraint between no items, as apps make one to replace later; activating it
    /// lays nothing out. It is the designated initializer, as NSObject's is in UIKit, so a
    /// subclass with none of its own inherits the convenience ones (SnapKit's `LayoutConstraint`).
    public override init() {
        super.init()
    }

    convenience init(
        first: NSObject, relation: Relation, second: NSObject?, multiplier: CGFloat = 1, constant: CGFloat
    ) {
        self.init()
        self.first = first
        self.second = second
        self.relation = relation
        self.storedMultiplier = multiplier
        self.constant = constant
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

    /// The first object participating in the constraint: the view whose anchor made it.
    open var firstItem: AnyObject? { Self.view(of: first) }

    /// The second object participating in the constraint, or `nil` for a constant size.
    open var secondItem: AnyObject? { second.flatMap(Self.view(of:)) }

    /// The attribute of the first object participating in the constraint.
    open var firstAttribute: NSLayoutConstraint.Attribute { Self.attribute(of: first) }

    /// The attribute of the second object participating in the constraint (`notAnAttribute`
    /// for a constant size).
    open var secondAttribute: NSLayoutConstraint.Attribute {
        second.map(Self.attribute(of:)) ?? .notAnAttribute
    }

    /// Creates constraints described by an ASCII-art-like visual format string.
    ///
    /// The constraints are UIKit's for the same format (inactive, in UIKit's order): see
    /// `VisualFormatParser` for the grammar and `VisualFormatEdges` for the attributes each part
    /// relates. A malformed format stops the program with UIKit's exception reason
    /// (`Unable to parse constraint format:`, what is wrong, and the format with a caret under
    /// the place), as UIKit's uncaught `NSInvalidArgumentException` does: Swift cannot raise
    /// an Objective-C exception, and a malformed format is a programming error to fix, not a
    /// condition to handle.
    ///
    /// - Parameters:
    ///   - format: The format specification for the constraints.
    ///   - opts: Options describing the attribute and the direction of layout for all objects in
    ///     the visual format string.
    ///   - metrics: A dictionary of constants that appear in the visual format string; the keys
    ///     are names and the values numbers.
    ///   - views: A dictionary of views that appear in the visual format string; the keys are
    ///     the names used in the string and the values the views.
    /// - Returns: An array of constraints that, combined, express the constraints between the
    ///   provided views and their parent view as described by the visual format string.
    open class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics, views: views)
        do {
            return try parser.parse()
        } catch {
            preconditionFailure(error.description)
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

    /// The view an anchor belongs to.
    static func view(of anchor: NSObject) -> UIView? {
        (anchor as? NSLayoutXAxisAnchor)?.item ?? (anchor as? NSLayoutYAxisAnchor)?.item
            ?? (anchor as? NSLayoutDimension)?.item
    }
}
