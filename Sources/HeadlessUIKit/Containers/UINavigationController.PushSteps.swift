// ViewLifecycle · HeadlessUIKit

extension UINavigationController {
    /// What each hierarchy step of a push does; `Transition.Order` says when.
    final class PushSteps: Transition.Hierarchy {
        private let navigation: UINavigationController
        private let pushed: UIViewController
        private let animated: Bool

        /// The steps of pushing `pushed` on `navigation`.
        init(_ navigation: UINavigationController, pushing pushed: UIViewController, animated: Bool) {
            self.navigation = navigation
            self.pushed = pushed
            self.animated = animated
        }

        func incomingWillMove() { navigation.attachChild(pushed) }
        func beginMoves() { pushed.containmentMove.beginJoining() }
        func updateList() { navigation.stack.append(pushed) }
        func delegateWill() {
            navigation.delegate?.navigationController(navigation, willShow: pushed, animated: animated)
        }
        func endMoves() { pushed.containmentMove.endJoining() }
        func incomingDidMove() { navigation.callDidMove(pushed, toParent: navigation) }
        func delegateDid() {
            navigation.delegate?.navigationController(navigation, didShow: pushed, animated: animated)
        }
    }
}
