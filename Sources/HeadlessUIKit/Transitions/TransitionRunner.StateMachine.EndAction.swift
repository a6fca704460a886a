// ViewLifecycle · HeadlessUIKit

extension TransitionRunner.StateMachine {
    /// What to do when the transition ends.
    enum EndAction: Equatable {
        /// Run the coordinator's completions, then the kind's `did` half.
        case performDidHalf
        /// Run the coordinator's completions, then the kind's reversal.
        case performReversal
        /// Do nothing.
        case refuse(Refusal)
    }
}
