// ViewLifecycle · HeadlessUIKit

extension Transition {
    /// One thing the runner does while performing a transition, named so that a kind's order of
    /// callbacks and hierarchy changes can be written out as a list of them (`Transition.Order`).
    ///
    /// "Incoming" is the transition's `to`, "outgoing" its `from`, "covered" the presentations a
    /// dismissal takes away under the top one. A step whose controller is absent, or whose
    /// hierarchy change the container left empty (`Transition.Hierarchy`), does nothing.
    enum Step: Equatable {
        /// The transitions still moving the outgoing controller or anything inside it end at
        /// once, finished, so that nothing they would bring on screen is left appeared once the
        /// outgoing controller has left (a window letting go of its root during a push).
        case finishTransitionsInside
        /// The joining controllers hear `willMove(toParent:)` and become children (`addChild`).
        case incomingWillMove
        /// The leaving controllers start moving from their parent and hear
        /// `willMove(toParent: nil)`.
        case outgoingWillMove
        /// `isMovingToParent`, `isBeingPresented` or `isBeingDismissed` begins.
        case beginMoves
        /// The container's list takes its new value: the navigation stack, the selected tab, who
        /// presents what.
        case updateList
        /// The container's delegate hears of the change: navigation's `willShow`, a sheet's
        /// `presentationControllerWillDismiss`.
        case delegateWill
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
        /// The runner lets go of its controllers: none sees it as its coordinator any more.
        case release
        /// The moves `beginMoves` started end.
        case endMoves
        /// The leaving controllers' views go and they leave their parent (`removeFromParent`'s
        /// `didMove(toParent: nil)`).
        case outgoingRemoved
        /// The joining controllers hear `didMove(toParent:)`.
        case incomingDidMove
        /// The caller's completion handler, told whether the transition finished.
        case completion
        /// The container's delegate hears the change is done: navigation's `didShow`, a sheet's
        /// `presentationControllerDidDismiss`.
        case delegateDid
        /// A cancelled change puts the container's list back.
        case restoreList
        /// A cancelled change takes back what it brought in (the incoming view or child).
        case undoIncoming
        /// A cancelled change tells the controllers that were leaving `didMove(toParent:)` their
        /// parent again.
        case outgoingStays
    }
}
