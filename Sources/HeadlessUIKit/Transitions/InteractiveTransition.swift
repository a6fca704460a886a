// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// A handle on a user-driven transition (an edge swipe or a sheet's swipe down).
    ///
    /// It holds no controller once it has finished or cancelled, so it cannot keep one alive.
    @MainActor @preconcurrency
    public final class InteractiveTransition {
        private var runner: TransitionRunner?
        /// What letting go with intent does when nothing moved (a sheet that may not be dismissed).
        private var blockedAttempt: (() -> Void)?

        init(runner: TransitionRunner?, blockedAttempt: (() -> Void)? = nil) {
            self.runner = runner
            self.blockedAttempt = blockedAttempt
        }

        /// Moves the gesture to `percentComplete` (0 to 1); no callbacks are sent.
        ///
        /// - Parameter percentComplete: The transition's progress.
        public func update(_ percentComplete: Double) {
            runner?.update(percentComplete)
        }

        /// Lets go past the threshold: the transition completes when the run loop next advances.
        public func finish() {
            runner?.release(finishing: true)
            runner = nil
            blockedAttempt?()
            blockedAttempt = nil
        }

        /// Lets go before the threshold: the transition reverses when the run loop next advances.
        public func cancel() {
            runner?.release(finishing: false)
            runner = nil
            blockedAttempt = nil
        }
    }
}
