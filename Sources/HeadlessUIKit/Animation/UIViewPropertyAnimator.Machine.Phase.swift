// ViewLifecycle · HeadlessUIKit

extension UIViewPropertyAnimator.Machine {
    /// Where the animator is.
    enum Phase: Equatable {
        /// Not started, or ended.
        case inactive
        /// Running since `since` (virtual time), from `fraction`.
        case running(since: TimeInterval, fraction: CGFloat)
        /// Paused at `fraction`.
        case paused(fraction: CGFloat)
        /// Stopped at `fraction`, waiting for `finishAnimation(at:)`.
        case stopped(fraction: CGFloat)
    }
}
