// ViewLifecycle · HeadlessUIKit

extension TransitionRunner.StateMachine {
    /// Where a transition is in its life, with its gesture when one drives it.
    enum State: Equatable {
        /// Made, not started.
        case idle
        /// Performing its `will` half.
        case startingWillHalf(Gesture)
        /// Its `will` half done, waiting for its end.
        case running(Gesture)
        /// Its `did` half or reversal performed (or being performed).
        case ended(Gesture)

        /// Whether the `will` half has been performed: the coordinator then runs alongside
        /// animations at once.
        var hasStarted: Bool {
            switch self {
            case .running, .ended: true
            case .idle, .startingWillHalf: false
            }
        }

        /// Whether the transition has ended.
        var hasEnded: Bool {
            if case .ended = self { true } else { false }
        }

        /// The gesture, in any state but `idle`.
        var gesture: Gesture {
            switch self {
            case .idle: .none
            case .startingWillHalf(let gesture), .running(let gesture), .ended(let gesture): gesture
            }
        }
    }
}
