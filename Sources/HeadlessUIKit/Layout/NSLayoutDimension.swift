// ViewLifecycle · HeadlessUIKit

/// An anchor for a size: width or height.
@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// Makes a constraint that fixes this dimension to a constant.
    ///
    /// - Parameter c: The size.
    /// - Returns: An inactive constraint.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, relation: .equal, second: nil, constant: c)
    }

    /// Makes a constraint that keeps this dimension at least a constant.
    ///
    /// - Parameter c: The size.
    /// - Returns: An inactive constraint.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, relation: .greaterThanOrEqual, second: nil, constant: c)
    }

    /// Makes a constraint that keeps this dimension at most a constant.
    ///
    /// - Parameter c: The size.
    /// - Returns: An inactive constraint.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, relation: .lessThanOrEqual, second: nil, constant: c)
    }

    /// Makes a constraint that keeps this dimension equal to another times a multiplier.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    /// - Returns: An inactive constraint.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self, relation: .equal, second: anchor, multiplier: m, constant: 0)
    }

    /// Makes a constraint that keeps this dimension at least another times a multiplier.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    /// - Returns: An inactive constraint.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: self, relation: .greaterThanOrEqual, second: anchor, multiplier: m, constant: 0)
    }

    /// Makes a constraint that keeps this dimension at most another times a multiplier.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    /// - Returns: An inactive constraint.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: self, relation: .lessThanOrEqual, second: anchor, multiplier: m, constant: 0)
    }

    /// Makes a constraint that keeps this dimension equal to another times a multiplier plus a
    /// constant.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    ///   - c: The constant.
    /// - Returns: An inactive constraint.
    open func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(first: self, relation: .equal, second: anchor, multiplier: m, constant: c)
    }

    /// Makes a constraint that keeps this dimension at least another times a multiplier plus a
    /// constant.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    ///   - c: The constant.
    /// - Returns: An inactive constraint.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: self, relation: .greaterThanOrEqual, second: anchor, multiplier: m, constant: c)
    }

    /// Makes a constraint that keeps this dimension at most another times a multiplier plus a
    /// constant.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - m: The multiplier.
    ///   - c: The constant.
    /// - Returns: An inactive constraint.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    )
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            first: self, relation: .lessThanOrEqual, second: anchor, multiplier: m, constant: c)
    }
}
