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

    /// What to do when asked to start.
    enum StartAction: Equatable {
        /// Perform the kind's `will` half, then report `willHalfPerformed()`.
        case performWillHalf
        /// Do nothing.
        case refuse(Refusal)
    }

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

    /// What to do when the gesture lets go.
    enum ReleaseAction: Equatable {
        /// Tell the coordinator's interaction handlers, then end on the next turn.
        case notifyInteractionChangedAndEndNextTurn(finished: Bool)
        /// Do nothing.
        case refuse(Refusal)
    }

    /// What to do when the transition ends.
    enum EndAction: Equatable {
        /// Run the coordinator's completions, then the kind's `did` half.
        case performDidHalf
        /// Run the coordinator's completions, then the kind's reversal.
        case performReversal
        /// Do nothing.
        case refuse(Refusal)
    }

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
