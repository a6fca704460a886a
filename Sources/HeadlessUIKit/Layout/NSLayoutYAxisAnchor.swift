// ViewLifecycle · HeadlessUIKit

/// An anchor on the vertical axis: top, bottom, center Y or a baseline.
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// Makes a constraint that keeps this anchor the system spacing (8 points here, whatever the
    /// fonts of baselines) times `multiplier` below another.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one is below.
    ///   - multiplier: How many system spacings apart.
    /// - Returns: An inactive constraint.
    open func constraint(
        equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: self, relation: .equal, second: anchor,
            constant: NSLayoutConstraint.standardSpacing * multiplier)
    }

    /// Makes a constraint that keeps this anchor at least the system spacing times `multiplier`
    /// below another.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one is below.
    ///   - multiplier: How many system spacings apart, at least.
    /// - Returns: An inactive constraint.
    open func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    )
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: self, relation: .greaterThanOrEqual, second: anchor,
            constant: NSLayoutConstraint.standardSpacing * multiplier)
    }

    /// Makes a constraint that keeps this anchor at most the system spacing times `multiplier`
    /// below another.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one is below.
    ///   - multiplier: How many system spacings apart, at most.
    /// - Returns: An inactive constraint.
    open func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
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
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(item: item ?? UIView(), attribute: "\(attribute)->\(otherAnchor.attribute)")
    }
}
