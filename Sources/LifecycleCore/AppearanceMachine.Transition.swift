// ViewLifecycle · LifecycleCore

extension AppearanceMachine {
    /// What one raw callback means from the current phase.
    public enum Transition: Hashable, Sendable {
        /// A step along the cycle to the phase; `viewIsAppearing` while appearing stays there.
        case advance(to: AppearancePhase)
        /// One of the two cancellation edges: `willDisappear` while appearing, `willAppear` while
        /// disappearing (an interactive transition that was cancelled).
        case cancel(to: AppearancePhase)
        /// A `did` (or `viewIsAppearing`) whose `will` never came, where that `will` is a legal
        /// edge: the `will` first, then the callback, which ends in the phase.
        case repair(will: RawCallback, to: AppearancePhase)
        /// No legal edge from the current phase.
        case refuse(Refusal)

        /// Whether the callback takes a legal edge on its own: an advance or a cancellation.
        public var isEdge: Bool {
            switch self {
            case .advance, .cancel: return true
            case .repair, .refuse: return false
            }
        }
    }
}
