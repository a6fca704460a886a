// ViewLifecycle · HeadlessUIKit

extension TransitionRunner.StateMachine {
    /// What to do when asked to start.
    enum StartAction: Equatable {
        /// Perform the kind's `will` half, then report `willHalfPerformed()`.
        case performWillHalf
        /// Do nothing.
        case refuse(Refusal)
    }
}
