// ViewLifecycle · HeadlessUIKit

extension UIPageControl {
    /// The direction in which a page control's pages run, with UIKit's raw values.
    public enum Direction: Int, @unchecked Sendable {
        /// Leading to trailing in the layout direction.
        case natural = 0
        /// Left to right.
        case leftToRight = 1
        /// Right to left.
        case rightToLeft = 2
        /// Top to bottom.
        case topToBottom = 3
        /// Bottom to top.
        case bottomToTop = 4
    }
}
