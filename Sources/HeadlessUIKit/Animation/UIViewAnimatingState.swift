// ViewLifecycle · HeadlessUIKit

/// Where an animator is in its life, with UIKit's raw values.
public enum UIViewAnimatingState: Int, @unchecked Sendable {
    /// Not started, or finished: the animations are not in flight.
    case inactive = 0
    /// Started (running or paused).
    case active = 1
    /// Stopped without finishing; `finishAnimation(at:)` ends it.
    case stopped = 2
}
