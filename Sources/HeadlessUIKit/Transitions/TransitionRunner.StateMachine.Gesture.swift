// ViewLifecycle · HeadlessUIKit

extension TransitionRunner.StateMachine {
    /// The user's hold on an interactive transition.
    enum Gesture: Equatable {
        /// No gesture drives the transition.
        case none
        /// A finger drives it: the coordinator's `isInteractive`.
        case tracking
        /// The finger let go, to finish or to cancel (the coordinator's `isCancelled`).
        case released(finishing: Bool)
    }
}
