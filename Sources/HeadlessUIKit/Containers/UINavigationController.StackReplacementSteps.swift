// ViewLifecycle · HeadlessUIKit

extension UINavigationController {
    /// What each hierarchy step of `setViewControllers(_:animated:)` on screen does;
    /// `Transition.Order` says when.
    final class StackReplacementSteps: Transition.Hierarchy {
        private let navigation: UINavigationController
        private let newStack: [UIViewController]
        private let added: [UIViewController]
        /// The dropped controllers still held, top first: all of them until the will half, then
        /// only the old top if it was dropped; the others are let go at the call.
        private var removed: [UIViewController]
        private let oldTop: UIViewController
        private let newTop: UIViewController
        private let animated: Bool

        /// The steps of replacing `navigation`'s stack, from `oldTop` to `newStack`'s top.
        init(
            _ navigation: UINavigationController, replacingWith newStack: [UIViewController],
            oldTop: UIViewController, newTop: UIViewController, animated: Bool
        ) {
            self.navigation = navigation
            self.newStack = newStack
            (added, removed) = navigation.stackDifference(to: newStack)
            self.oldTop = oldTop
            self.newTop = newTop
            self.animated = animated
        }

        func incomingWillMove() {
            for child in added { navigation.attachChild(child) }
        }
        func outgoingWillMove() {
            for child in removed {
                // Only the top leaves visibly; the others are dropped unseen.
                if child === oldTop {
                    child.containmentMove.beginLeaving()
                } else {
                    child.containmentMove.endLeaving()
                }
                navigation.callWillMove(child, toParent: nil)
            }
            // The dropped controllers nobody sees leave the container now and are not kept.
            for child in removed where child !== oldTop {
                child.removeViewQuietly()
                child.detachFromParent()
            }
            removed.removeAll { $0 !== oldTop }
        }
        func beginMoves() {
            if added.contains(where: { $0 === newTop }) {
                newTop.containmentMove.beginJoining()
            } else {
                newTop.containmentMove.endJoining()
            }
        }
        func updateList() { navigation.stack = newStack }
        func delegateWill() {
            navigation.delegate?.navigationController(navigation, willShow: newTop, animated: animated)
        }
        func endMoves() {
            for child in removed { child.containmentMove.endLeaving() }
            newTop.containmentMove.endJoining()
        }
        func outgoingRemoved() {
            for child in removed { child.removeViewQuietly() }
            for child in removed { child.detachFromParent() }
        }
        func incomingDidMove() {
            for child in added { navigation.callDidMove(child, toParent: navigation) }
        }
        func delegateDid() {
            navigation.delegate?.navigationController(navigation, didShow: newTop, animated: animated)
        }
    }
}
