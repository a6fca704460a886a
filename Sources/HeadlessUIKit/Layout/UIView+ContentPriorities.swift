// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// How strongly the view resists growing beyond its intrinsic size along `axis`: what
    /// `setContentHuggingPriority(_:for:)` set, else `.defaultLow` (250), UIKit's default for a
    /// view made in code. Kept only: nothing is laid out headlessly.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The priority.
    @available(iOS 6.0, *)
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        GeneratedStorage.value(
            of: self, "UIView.contentHuggingPriority.\(axis.rawValue)", default: .defaultLow)
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis` (kept).
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - axis: The axis.
    @available(iOS 6.0, *)
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        GeneratedStorage.set(priority, of: self, "UIView.contentHuggingPriority.\(axis.rawValue)")
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`: what
    /// `setContentCompressionResistancePriority(_:for:)` set, else `.defaultHigh` (750), UIKit's
    /// default. Kept only: nothing is laid out headlessly.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The priority.
    @available(iOS 6.0, *)
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        GeneratedStorage.value(
            of: self, "UIView.contentCompressionResistancePriority.\(axis.rawValue)", default: .defaultHigh)
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis` (kept).
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - axis: The axis.
    @available(iOS 6.0, *)
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        GeneratedStorage.set(
            priority, of: self, "UIView.contentCompressionResistancePriority.\(axis.rawValue)")
    }
}
