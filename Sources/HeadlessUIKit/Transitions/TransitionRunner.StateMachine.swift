// ViewLifecycle · HeadlessUIKit

extension TransitionRunner {
    /// The life of one transition as a value: one mutating function per input, each answering
    /// with the action the runner performs, or with a refusal for an input that has no meaning
    /// in the current state.
    ///
    /// `idle -start-> startingWillHalf -willHalfPerformed-> running -end-> ended`, with the
    /// user's gesture (`release(finishing:)`) held beside it; `end` is also taken while the will
    /// half runs, so that whatever ends a transition early is obeyed there too.
    struct StateMachine {
        private var state: State
        private let ending: Ending

        /// A machine for a transition that will end as `ending` says.
        ///
        /// - Parameter ending: When its `did` half comes.
        init(ending: Ending) {
            self.state = .idle
            self.ending = ending
        }

        /// The state, for tests and the coordinator's properties.
        var current: State { state }

        /// The transition is asked to start.
        ///
        /// - Returns: `.performWillHalf`, or a refusal once it has started.
        mutating func start() -> StartAction {
            switch state {
            case .idle:
                state = .startingWillHalf(ending == .byGesture ? .tracking : .none)
                return .performWillHalf
            case .startingWillHalf, .running:
                return .refuse(.alreadyStarted)
            case .ended:
                return .refuse(.alreadyEnded)
            }
        }

        /// The `will` half has been performed.
        ///
        /// - Returns: How to wait for the end, or a refusal when nothing was starting (an early
        ///   end, for one).
        mutating func willHalfPerformed() -> WillHalfPerformedAction {
            switch state {
            case .startingWillHalf(let gesture):
                state = .running(gesture)
                switch ending {
                case .atOnce: return .endNow
                case .byGesture: return .awaitGesture
                case .afterAnimation(let duration): return .endAfter(duration)
                case .nextTurn: return .endNextTurn
                case .beforeNextLayout: return .endBeforeNextLayout
                }
            case .idle:
                return .refuse(.notStarted)
            case .running:
                return .refuse(.alreadyStarted)
            case .ended:
                return .refuse(.alreadyEnded)
            }
        }

        /// The user's gesture lets go, past the threshold (`finishing`) or before it.
        ///
        /// - Parameter finishing: Whether the transition is to complete.
        /// - Returns: What to tell and when to end, or a refusal when no gesture is tracking.
        mutating func release(finishing: Bool) -> ReleaseAction {
            switch state {
            case .startingWillHalf(.tracking):
                state = .startingWillHalf(.released(finishing: finishing))
                return .notifyInteractionChangedAndEndNextTurn(finished: finishing)
            case .running(.tracking):
                state = .running(.released(finishing: finishing))
                return .notifyInteractionChangedAndEndNextTurn(finished: finishing)
            case .startingWillHalf, .running:
                return .refuse(.notInteractive)
            case .idle:
                return .refuse(.notStarted)
            case .ended:
                return .refuse(.alreadyEnded)
            }
        }

        /// The transition is to end, finished or cancelled (its timer fired, the gesture's
        /// release came due, or the world is torn down).
        ///
        /// - Parameter finished: Whether it completes rather than reverses.
        /// - Returns: Which half to perform, or a refusal when it has not started or has ended.
        mutating func end(finished: Bool) -> EndAction {
            switch state {
            case .startingWillHalf(let gesture), .running(let gesture):
                state = .ended(gesture)
                return finished ? .performDidHalf : .performReversal
            case .idle:
                return .refuse(.notStarted)
            case .ended:
                return .refuse(.alreadyEnded)
            }
        }

        /// An animation is added alongside the transition (the coordinator's
        /// `animate(alongsideTransition:completion:)`).
        ///
        /// - Returns: Whether to run it now, keep it for when the will half is done, or refuse it.
        func alongsideAnimation() -> AlongsideAction {
            switch state {
            case .idle, .startingWillHalf: return .keepUntilWillHalfPerformed
            case .running: return .runNow
            case .ended: return .refuse(.alreadyEnded)
            }
        }
    }
}
