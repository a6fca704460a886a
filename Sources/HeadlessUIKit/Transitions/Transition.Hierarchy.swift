// ViewLifecycle · HeadlessUIKit

extension Transition {
    /// What a container does at each hierarchy step of its transition: the *what*, never the
    /// *when*, which is the kind's `Transition.Order`.
    ///
    /// Each requirement is the step of `Transition.Step` with the same name; the defaults do
    /// nothing, so a container implements only the steps that change something for it. One
    /// object per transition rather than a closure per step keeps a push/pop cycle to one
    /// allocation for all its steps.
    @MainActor protocol Hierarchy: AnyObject {
        /// `Transition.Step.incomingWillMove`.
        func incomingWillMove()
        /// `Transition.Step.outgoingWillMove`.
        func outgoingWillMove()
        /// `Transition.Step.beginMoves`.
        func beginMoves()
        /// `Transition.Step.updateList`.
        func updateList()
        /// `Transition.Step.delegateWill`.
        func delegateWill()
        /// `Transition.Step.endMoves`.
        func endMoves()
        /// `Transition.Step.outgoingRemoved`.
        func outgoingRemoved()
        /// `Transition.Step.incomingDidMove`.
        func incomingDidMove()
        /// `Transition.Step.completion`.
        ///
        /// - Parameter finished: `true` when the transition finished, `false` when cancelled.
        func completion(finished: Bool)
        /// `Transition.Step.delegateDid`.
        func delegateDid()
        /// `Transition.Step.restoreList`.
        func restoreList()
        /// `Transition.Step.undoIncoming`.
        func undoIncoming()
        /// `Transition.Step.outgoingStays`.
        func outgoingStays()
    }
}

// Every step changes nothing unless a container says otherwise.
extension Transition.Hierarchy {
    func incomingWillMove() {}
    func outgoingWillMove() {}
    func beginMoves() {}
    func updateList() {}
    func delegateWill() {}
    func endMoves() {}
    func outgoingRemoved() {}
    func incomingDidMove() {}
    func completion(finished: Bool) {}
    func delegateDid() {}
    func restoreList() {}
    func undoIncoming() {}
    func outgoingStays() {}
}
