// ViewLifecycle · HeadlessUIKit

extension Transition {
    /// What a container does at each hierarchy step of its transition: the *what*, never the
    /// *when*, which is the kind's `Transition.Order`.
    ///
    /// Each member is the step of `Transition.Step` with the same name; a container leaves empty
    /// the steps that change nothing for it.
    struct Hierarchy {
        /// `Transition.Step.incomingWillMove`.
        var incomingWillMove: () -> Void = {}
        /// `Transition.Step.outgoingWillMove`.
        var outgoingWillMove: () -> Void = {}
        /// `Transition.Step.beginMoves`.
        var beginMoves: () -> Void = {}
        /// `Transition.Step.updateList`.
        var updateList: () -> Void = {}
        /// `Transition.Step.delegateWill`.
        var delegateWill: () -> Void = {}
        /// `Transition.Step.endMoves`.
        var endMoves: () -> Void = {}
        /// `Transition.Step.outgoingRemoved`.
        var outgoingRemoved: () -> Void = {}
        /// `Transition.Step.incomingDidMove`.
        var incomingDidMove: () -> Void = {}
        /// `Transition.Step.completion`: `true` when the transition finished, `false` when cancelled.
        var completion: (Bool) -> Void = { _ in }
        /// `Transition.Step.delegateDid`.
        var delegateDid: () -> Void = {}
        /// `Transition.Step.restoreList`.
        var restoreList: () -> Void = {}
        /// `Transition.Step.undoIncoming`.
        var undoIncoming: () -> Void = {}
        /// `Transition.Step.outgoingStays`.
        var outgoingStays: () -> Void = {}
    }
}
