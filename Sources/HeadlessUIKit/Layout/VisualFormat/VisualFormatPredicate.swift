// ViewLifecycle · HeadlessUIKit

/// One predicate of a visual format: a relation to a constant or (in a view's size) another
/// view's size, at a priority.
struct VisualFormatPredicate {
    /// How a connection's predicate was written, which decides its edges and constant.
    enum Spacing: Equatable {
        /// `-` alone: UIKit's standard space (8 points between views, the margin at the superview).
        case standard
        /// No `-` at all: the views touch.
        case flush
        /// A constant, metric or parenthesized list.
        case explicit
    }

    var relation = NSLayoutConstraint.Relation.equal
    var constant: CGFloat = 0
    /// The view whose size this one's is related to (`[a(==b)]`).
    var view: UIView?
    var priority = UILayoutPriority.required
    var spacing = Spacing.explicit
}
