// ViewLifecycle · HeadlessUIKit

/// Where an animation ended, with UIKit's raw values.
public enum UIViewAnimatingPosition: Int, @unchecked Sendable {
    /// At its end.
    case end = 0
    /// At its start.
    case start = 1
    /// Where it was when stopped.
    case current = 2
}
