// ViewLifecycle · HeadlessUIKit

/// An anchor on the horizontal axis: leading, trailing, left, right or center X.
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// Makes a constraint that keeps this anchor the system spacing (8 points here) times
    /// `multiplier` after another.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one follows.
    ///   - multiplier: How many system spacings apart.
    /// - Returns: An inactive constraint.
    open func constraint(
        equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: self, relation: .equal, second: anchor,
            constant: NSLayoutConstraint.standardSpacing * multiplier)
    }

    /// Makes a constraint that keeps this anchor at least the system spacing times `multiplier`
    /// after another.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one follows.
    ///   - multiplier: How many system spacings apart, at least.
    /// - Returns: An inactive constraint.
    open func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: self, relation: .greaterThanOrEqual, second: anchor,
            constant: NSLayoutConstraint.standardSpacing * multiplier)
    }

    /// Makes a constraint that keeps this anchor at most the system spacing times `multiplier`
    /// after another.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one follows.
    ///   - multiplier: How many system spacings apart, at most.
    /// - Returns: An inactive constraint.
    open func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: self, relation: .lessThanOrEqual, second: anchor,
            constant: NSLayoutConstraint.standardSpacing * multiplier)
    }

    /// The distance from this anchor to another, as a dimension constraints can size (recorded,
    /// like every constraint here, not solved).
    ///
    /// - Parameter otherAnchor: The anchor the distance ends at.
    /// - Returns: The dimension.
    @available(iOS 10.0, *)
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: item ?? UIView(), attribute: "\(attribute)->\(otherAnchor.attribute)")
    }
}
