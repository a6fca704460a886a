// ViewLifecycle · HeadlessUIKit

extension UIEvent {
    /// The kind of an event, with UIKit's raw values; the driver sends only `.touches`.
    public enum EventType: Int, @unchecked Sendable {
        /// Touches on the screen.
        case touches = 0
        /// A motion of the device (shake).
        case motion = 1
        /// A remote-control command.
        case remoteControl = 2
        /// Physical button presses.
        case presses = 3
        /// A scroll from a pointer device (iOS 13.4).
        case scroll = 10
        /// A pointer hovering (iOS 13.4).
        case hover = 11
        /// A trackpad pinch or rotation (iOS 13.4).
        case transform = 14
    }
}
