// ViewLifecycle · HeadlessUIKit

extension UINavigationController {
    /// What each hierarchy step of a pop does, finished or cancelled; `Transition.Order` says when.
    final class PopSteps: Transition.Hierarchy {
        private let navigation: UINavigationController
        private let target: UIViewController
        /// The controllers above `target` still held, root side first: all of them until the
        /// will half, then only the top one, which animates out. The ones in between are let go
        /// at the call, as a device releases them (Docs/HeadlessUIKit.md, "Forwarding rules").
        private var popped: [UIViewController]
        private let animated: Bool

        /// The steps of popping `popped` off `navigation` to show `target`.
        init(
            _ navigation: UINavigationController, to target: UIViewController,
            popping popped: [UIViewController],
            animated: Bool
        ) {
            self.navigation = navigation
            self.target = target
            self.popped = popped
            self.animated = animated
        }

        func updateList() { navigation.stack.removeLast(popped.count) }
        func outgoingWillMove() {
            for controller in popped.reversed() {
                controller.containmentMove.beginLeaving()
                navigation.callWillMove(controller, toParent: nil)
            }
            // The controllers under the top one are never seen again: they leave the container
            // now, with no appearance callbacks, and nothing here keeps them.
            guard let top = popped.last else { return }
            for controller in popped.dropLast().reversed() {
                controller.removeViewQuietly()
                controller.detachFromParent()
            }
            popped = [top]
        }
        func delegateWill() {
            navigation.delegate?.navigationController(navigation, willShow: target, animated: animated)
        }
        func endMoves() {
            for controller in popped.reversed() { controller.containmentMove.endLeaving() }
        }
        func outgoingRemoved() {
            for controller in popped { controller.removeViewQuietly() }
            for controller in popped.reversed() { controller.detachFromParent() }
        }
        func delegateDid() {
            navigation.delegate?.navigationController(navigation, didShow: target, animated: animated)
        }
        func restoreList() { navigation.stack.append(contentsOf: popped) }
        func undoIncoming() { target.removeViewQuietly() }
        func outgoingStays() {
            for controller in popped.reversed() { navigation.callDidMove(controller, toParent: navigation) }
        }
    }
}
