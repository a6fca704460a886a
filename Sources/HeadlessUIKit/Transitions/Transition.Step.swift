// ViewLifecycle · HeadlessUIKit

extension Transition {
    /// One thing the runner does while performing a transition, named so that a kind's order of
    /// callbacks can be written out as a list of them (`Transition.Order`).
    ///
    /// "Incoming" is the transition's `to`, "outgoing" its `from`, "covered" the presentations a
    /// dismissal takes away under the top one. A step whose controller is absent does nothing.
    enum Step: Equatable {
        /// The container's hierarchy change before any callback: `addChild`'s `willMove(toParent:)`,
        /// `willMove(toParent: nil)` of what leaves, the container's list, the delegate's `willShow`.
        case prepare
        /// `viewWillDisappear` of each covered controller.
        case coveredWillDisappear
        /// The incoming view loads (`loadView`, `viewDidLoad`) if it has not.
        case loadIncoming
        /// `viewWillAppear` of the incoming controller.
        case incomingWillAppear
        /// `viewWillDisappear` of the outgoing controller.
        case outgoingWillDisappear
        /// The incoming view joins the hierarchy, with no view-driven callbacks.
        case install
        /// `viewIsAppearing` of the incoming controller, once its view is in place. A kind that
        /// omits it gets it just before `viewDidAppear`.
        case incomingIsAppearing
        /// The outgoing views leave the hierarchy, with no view-driven callbacks.
        case teardown
        /// `viewDidDisappear` of each covered controller.
        case coveredDidDisappear
        /// `viewDidAppear` of the incoming controller (after `viewIsAppearing` if still due).
        case incomingDidAppear
        /// `viewDidDisappear` of the outgoing controller.
        case outgoingDidDisappear
        /// `viewWillDisappear` of the incoming controller, when a cancelled transition reverses.
        case incomingWillDisappear
        /// `viewDidDisappear` of the incoming controller, when a cancelled transition reverses.
        case incomingDidDisappear
        /// `viewWillAppear` of the outgoing controller, when a cancelled transition reverses.
        case outgoingWillAppear
        /// `viewDidAppear` of the outgoing controller, when a cancelled transition reverses.
        case outgoingDidAppear
        /// `viewWillAppear` then `viewDidAppear` of each covered controller, when a cancelled
        /// dismissal brings them back.
        case coveredReappear
        /// The runner lets go of its controllers, then the container's hierarchy change ends
        /// (`didMove(toParent:)`, `removeFromParent`, the delegate's `didShow`, completions).
        case complete
    }
}
