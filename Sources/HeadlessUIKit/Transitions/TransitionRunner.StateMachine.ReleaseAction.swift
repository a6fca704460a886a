// ViewLifecycle · HeadlessUIKit

extension TransitionRunner.StateMachine {
    /// What to do when the gesture lets go.
    enum ReleaseAction: Equatable {
        /// Tell the coordinator's interaction handlers, then end on the next turn.
        case notifyInteractionChangedAndEndNextTurn(finished: Bool)
        /// Do nothing.
        case refuse(Refusal)
    }
}
