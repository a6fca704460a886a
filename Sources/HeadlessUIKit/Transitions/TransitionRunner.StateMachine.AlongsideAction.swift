// ViewLifecycle · HeadlessUIKit

extension TransitionRunner.StateMachine {
    /// What to do with an animation added alongside the transition.
    enum AlongsideAction: Equatable {
        /// Run it now.
        case runNow
        /// Keep it and run it once the `will` half is done.
        case keepUntilWillHalfPerformed
        /// Do not take it: the coordinator answers `false`.
        case refuse(Refusal)
    }
}
