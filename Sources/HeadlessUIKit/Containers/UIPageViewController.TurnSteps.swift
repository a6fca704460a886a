// ViewLifecycle · HeadlessUIKit

extension UIPageViewController {
    /// What each hierarchy step of a page turn does, finished or cancelled; `Transition.Order`
    /// says when.
    final class TurnSteps: Transition.Hierarchy {
        private let pageController: UIPageViewController
        private let outgoing: UIViewController
        private let incoming: UIViewController
        private let whenDone: (Bool) -> Void

        /// The steps of turning `pageController` from `outgoing` to `incoming`.
        init(
            _ pageController: UIPageViewController, from outgoing: UIViewController,
            to incoming: UIViewController,
            whenDone: @escaping (Bool) -> Void
        ) {
            self.pageController = pageController
            self.outgoing = outgoing
            self.incoming = incoming
            self.whenDone = whenDone
        }

        func incomingWillMove() { pageController.attachChild(incoming) }
        func incomingDidMove() { pageController.callDidMove(incoming, toParent: pageController) }
        func outgoingWillMove() { pageController.callWillMove(outgoing, toParent: nil) }
        func outgoingRemoved() { outgoing.detachFromParent() }
        func undoIncoming() { pageController.removeChildQuietly(incoming) }
        func completion(finished: Bool) { whenDone(finished) }
    }
}
