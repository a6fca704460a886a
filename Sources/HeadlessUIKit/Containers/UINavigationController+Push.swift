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
        transition.hierarchy = PushSteps(self, pushing: controller, animated: animated)
        transition.install = { [self] in view.install(viewOf: controller) }
        transition.teardown = { outgoing.storedView?.removeFromSuperview() }
        TransitionRunner(transition).start()
    }
}
