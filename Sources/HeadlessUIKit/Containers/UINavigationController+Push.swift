// ViewLifecycle · HeadlessUIKit

extension UINavigationController {
    /// Pushes `controller`, as a transition when on screen.
    func performPush(_ controller: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === controller }) else {
            HeadlessWorld.shared.console.write(
                "Pushing the same view controller instance (\(controller)) more than once is not supported.")
            return
        }
        guard isOnScreen, let outgoing = stack.last else {
            replaceStack(with: stack + [controller])
            return
        }
        let requestedAnimation = animated
        let animated = effectiveAnimation(animated)
        // An animation asked for and dropped means the window has not displayed yet.
        var transition = Transition(
            kind: requestedAnimation && !animated ? .pushBeforeFirstDisplay : .push, from: outgoing,
            to: controller, animated: animated, duration: Transition.navigationDuration, interactive: false)
        transition.hierarchy.incomingWillMove = { [self] in attachChild(controller) }
        transition.hierarchy.beginMoves = { controller.containmentMove.beginJoining() }
        transition.hierarchy.updateList = { [self] in stack.append(controller) }
        transition.hierarchy.delegateWill = { [self] in
            delegate?.navigationController(self, willShow: controller, animated: animated)
        }
        transition.install = { [self] in view.install(viewOf: controller) }
        transition.teardown = { outgoing.storedView?.removeFromSuperview() }
        transition.hierarchy.endMoves = { controller.containmentMove.endJoining() }
        transition.hierarchy.incomingDidMove = { [self] in callDidMove(controller, toParent: self) }
        transition.hierarchy.delegateDid = { [self] in
            delegate?.navigationController(self, didShow: controller, animated: animated)
        }
        TransitionRunner(transition).start()
    }
}
