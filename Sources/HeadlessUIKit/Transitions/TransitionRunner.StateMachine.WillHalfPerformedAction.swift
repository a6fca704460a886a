// ViewLifecycle · HeadlessUIKit

extension TransitionRunner.StateMachine {
    /// How to wait for the end once the `will` half is done.
    enum WillHalfPerformedAction: Equatable {
        /// End now, finished.
        case endNow
        /// Wait for the gesture's release.
        case awaitGesture
        /// End, finished, once virtual time has moved on by this much.
        case endAfter(TimeInterval)
        /// End, finished, on the next run-loop turn.
        case endNextTurn
        /// End, finished, on the next run-loop turn, before its layout pass.
        case endBeforeNextLayout
        /// Do nothing.
        case refuse(Refusal)
    }
}
