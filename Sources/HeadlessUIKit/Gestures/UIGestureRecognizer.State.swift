// ViewLifecycle · HeadlessUIKit

extension UIGestureRecognizer {
    /// Where a recognizer is in recognizing its gesture, with UIKit's raw values.
    public enum State: Int, @unchecked Sendable {
        /// Not recognized yet (the state between gestures).
        case possible = 0
        /// A continuous gesture (pan, long press) started.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended; a discrete gesture (tap, swipe) goes straight here.
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The touches were not this gesture.
        case failed = 5

        /// A discrete gesture was recognized: the same state as `ended`.
        public static var recognized: UIGestureRecognizer.State { .ended }
    }
}
