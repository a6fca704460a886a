// ViewLifecycle · HeadlessUIKit

extension GesturePlayer {
    /// The finger movements the driver can play with one finger.
    enum Gesture {
        /// Down and up in place.
        case tap
        /// Down, held for the duration (virtual seconds), then up in place.
        case longPress(duration: TimeInterval)
        /// Down, moved by the translation in two even moves one frame apart, then up.
        case pan(translation: CGPoint)
    }
}
