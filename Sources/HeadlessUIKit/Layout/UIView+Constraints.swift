// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// Adds a constraint, the pre-iOS 8 way: it becomes active (recorded, never solved).
    ///
    /// - Parameter constraint: The constraint.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
    }

    /// Adds constraints, the pre-iOS 8 way: they become active (recorded, never solved).
    ///
    /// - Parameter constraints: The constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
    }

    /// Removes a constraint: it becomes inactive.
    ///
    /// - Parameter constraint: The constraint.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = false
    }

    /// Removes constraints: they become inactive.
    ///
    /// - Parameter constraints: The constraints.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
    }
}
