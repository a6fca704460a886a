// ViewLifecycle · HeadlessUIKit

extension UITouch {
    /// Where a touch is in its life, with UIKit's raw values.
    public enum Phase: Int, @unchecked Sendable {
        /// The finger touched the screen.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down and has not moved since the last event.
        case stationary = 2
        /// The finger left the screen.
        case ended = 3
        /// The system cancelled the touch (a gesture recognizer took it, say).
        case cancelled = 4
        /// A pointer entered the view (iOS 13.4).
        case regionEntered = 5
        /// A pointer moved within the view (iOS 13.4).
        case regionMoved = 6
        /// A pointer left the view (iOS 13.4).
        case regionExited = 7
    }
}
