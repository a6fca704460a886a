// ViewLifecycle · HeadlessUIKit

extension UITouch {
    /// What made a touch, with UIKit's raw values; the driver's touches are `.direct`.
    public enum TouchType: Int, @unchecked Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen (a remote's touch surface).
        case indirect = 1
        /// Apple Pencil.
        case pencil = 2
        /// A pointer (trackpad or mouse) (iOS 13.4).
        case indirectPointer = 3

        /// Apple Pencil: the same type as `pencil`.
        public static var stylus: UITouch.TouchType { .pencil }
    }
}
