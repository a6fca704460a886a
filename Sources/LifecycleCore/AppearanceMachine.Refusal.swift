// ViewLifecycle · LifecycleCore

extension AppearanceMachine {
    /// Why a raw callback has no edge from the current phase.
    public enum Refusal: Hashable, Sendable {
        /// The view is already in or past the phase the callback begins: a `will` repeated or
        /// out of turn, or a second `viewIsAppearing` in one appearing phase.
        case redundant
        /// A `did` (or `viewIsAppearing`) whose `will`, given here with the callback's `animated`
        /// flag, never came and has no edge from here either: `viewDidAppear` while visible,
        /// `viewDidDisappear` while hidden.
        case missingWill(RawCallback)
        /// `viewDidLoad` or `teardown`, which are no appearance callbacks.
        case notAppearance
    }
}
