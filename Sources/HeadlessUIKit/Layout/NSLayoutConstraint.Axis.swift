// ViewLifecycle · HeadlessUIKit

extension NSLayoutConstraint {
    /// The two axes of layout, with UIKit's raw values.
    public enum Axis: Int, @unchecked Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
