// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// The intrinsic size of a dimension the view has no wish for.
    public static let noIntrinsicMetric: CGFloat = -1
}
