// ViewLifecycle · HeadlessUIKit

extension TransitionRunner.StateMachine {
    /// Why an input was refused: it has no meaning in the current state, and the runner ignores
    /// it (a late timer after a removal ended its transition, a second release of a gesture).
    enum Refusal: Equatable {
        /// The transition has not started.
        case notStarted
        /// The transition has already started.
        case alreadyStarted
        /// The transition has already ended.
        case alreadyEnded
        /// No gesture is tracking the transition.
        case notInteractive
    }
}
