// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// The timing curves of an animation, with UIKit's raw values.
    public enum AnimationCurve: Int, @unchecked Sendable {
        /// Slow at both ends.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Constant speed.
        case linear = 3
    }
}
