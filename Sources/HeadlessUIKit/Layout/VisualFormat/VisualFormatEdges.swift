// ViewLifecycle · HeadlessUIKit

/// Which attributes a visual format's connections, sizes and alignments relate, as UIKit
/// chooses them.
///
/// A connection relates the later item's leading (top) edge to the earlier item's trailing
/// (bottom) edge: `later.leading == earlier.trailing + space`; with the superview as the later
/// item its trailing edge, as the earlier its leading edge. With `directionLeftToRight` or
/// `directionRightToLeft` the edges are left and right (right-to-left reads the items from the
/// right); with `spacingBaselineToBaseline` (vertical only) a view's edges in a connection are
/// its baselines: the earlier one's last, the later one's first. A standard space (`-`) to the
/// superview goes to its layout margins with constant 0: UIKit (iOS 11 and later) relates the
/// superview's `layoutMarginsGuide`, whose edges this runtime's anchors name by the view that
/// owns the guide, so the constraint reads `superview.leadingMargin` (`topMargin`…), the same
/// line. Between two views the standard space is 8 points. Alignment options relate each pair
/// of neighbouring views by the same attribute, on the axis across the layout.
@MainActor
struct VisualFormatEdges {
    let options: NSLayoutConstraint.FormatOptions
    var isHorizontal = true

    init(options: NSLayoutConstraint.FormatOptions) { self.options = options }

    private var usesAbsoluteDirection: Bool {
        isHorizontal && !options.intersection(.directionMask).isEmpty
    }

    private var isRightToLeft: Bool {
        isHorizontal && options.intersection(.directionMask) == .directionRightToLeft
    }

    /// Refuses options the format's orientation cannot use.
    func validate() throws(VisualFormatError) {
        guard isHorizontal, options.contains(.spacingBaselineToBaseline) else { return }
        throw VisualFormatError(
            reason: "BaselineToBaseline format option not valid for horizontal layout", format: nil,
            position: 0)
    }

    /// The constraint of one predicate on a view's width (height in a vertical format).
    func size(of view: UIView, _ predicate: VisualFormatPredicate) -> NSLayoutConstraint {
        let attribute: NSLayoutConstraint.Attribute = isHorizontal ? .width : .height
        let constraint = NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: predicate.relation, toItem: predicate.view,
            attribute: predicate.view == nil ? .notAnAttribute : attribute, multiplier: 1,
            constant: predicate.view == nil ? predicate.constant : 0)
        constraint.priority = predicate.priority
        return constraint
    }

    /// The constraint of one predicate of the connection from `left` to `right` (`nil` being the
    /// superview, passed as `superview`).
    func spacing(
        _ predicate: VisualFormatPredicate, from left: UIView?, to right: UIView?, superview: UIView?
    ) -> NSLayoutConstraint {
        let (earlier, later) = isRightToLeft ? (right, left) : (left, right)
        let toMargin = predicate.spacing == .standard
        let earlierAttribute: NSLayoutConstraint.Attribute
        let laterAttribute: NSLayoutConstraint.Attribute
        switch (isHorizontal, usesAbsoluteDirection) {
        case (true, false):
            earlierAttribute = earlier == nil ? (toMargin ? .leadingMargin : .leading) : .trailing
            laterAttribute = later == nil ? (toMargin ? .trailingMargin : .trailing) : .leading
        case (true, true):
            earlierAttribute = earlier == nil ? (toMargin ? .leftMargin : .left) : .right
            laterAttribute = later == nil ? (toMargin ? .rightMargin : .right) : .left
        case (false, _):
            let baselines = options.contains(.spacingBaselineToBaseline)
            earlierAttribute =
                earlier == nil ? (toMargin ? .topMargin : .top) : baselines ? .lastBaseline : .bottom
            laterAttribute =
                later == nil ? (toMargin ? .bottomMargin : .bottom) : baselines ? .firstBaseline : .top
        }
        let constant = toMargin && superview != nil ? 0 : predicate.constant
        guard let laterItem = later ?? superview else {
            preconditionFailure("a connection to '|' needs the superview, which the parser checks first")
        }
        let constraint = NSLayoutConstraint(
            item: laterItem, attribute: laterAttribute, relatedBy: predicate.relation,
            toItem: earlier ?? superview, attribute: earlierAttribute, multiplier: 1, constant: constant)
        constraint.priority = predicate.priority
        return constraint
    }

    /// The constraints aligning two neighbouring views by each alignment option; an option on
    /// the layout's own axis (`alignAllLeading` in a horizontal format) is an error.
    func alignments(of left: UIView, and right: UIView) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let (first, second) = isRightToLeft ? (right, left) : (left, right)
        let bits = options.intersection(.alignmentMask).rawValue
        var constraints: [NSLayoutConstraint] = []
        for raw in 1...12 where bits & (1 << raw) != 0 {
            guard let attribute = NSLayoutConstraint.Attribute(rawValue: raw) else { continue }
            let isHorizontalAttribute = [.left, .right, .leading, .trailing, .width, .centerX].contains(
                attribute)
            guard isHorizontalAttribute != isHorizontal else {
                let axis = isHorizontal ? "horizontal" : "vertical"
                throw VisualFormatError(
                    reason:
                        "Options mask required views to be aligned on a \(axis) edge, which is not allowed "
                        + "for layout that is also \(axis).", format: nil, position: 0)
            }
            constraints.append(
                NSLayoutConstraint(
                    item: first, attribute: attribute, relatedBy: .equal, toItem: second,
                    attribute: attribute,
                    multiplier: 1, constant: 0))
        }
        return constraints
    }
}
