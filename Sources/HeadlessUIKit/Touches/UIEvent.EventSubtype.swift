// ViewLifecycle · HeadlessUIKit

extension UIEvent {
    /// The subkind of a motion or remote-control event, with UIKit's raw values; touch events
    /// have `.none`.
    public enum EventSubtype: Int, @unchecked Sendable {
        /// No subkind (touch events).
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play or pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
        /// Seeking backward began.
        case remoteControlBeginSeekingBackward = 106
        /// Seeking backward ended.
        case remoteControlEndSeekingBackward = 107
        /// Seeking forward began.
        case remoteControlBeginSeekingForward = 108
        /// Seeking forward ended.
        case remoteControlEndSeekingForward = 109
    }
}
