// ViewLifecycle · HeadlessUIKit

extension UINavigationController {
    /// Whether the navigation controller is on screen, so stack changes run as transitions.
    var isOnScreen: Bool {
        appearanceState != .hidden && storedView?.window != nil
    }

    /// Whether an animation would show: a window that has not displayed yet skips animations,
    /// as trace 11 shows for a push right after `makeKeyAndVisible()` on iOS 17.4.
    func effectiveAnimation(_ animated: Bool) -> Bool {
        guard animated, let window = storedView?.window else { return false }
        return window.hasDisplayed
    }

    /// Puts the top controller's view in the navigation view, without appearance calls.
    func installTopView() {
        guard let top = stack.last else { return }
        let container: UIView = view
        HeadlessWorld.shared.withoutViewDrivenAppearance {
            for other in stack where other !== top { other.storedView?.removeFromSuperview() }
            let topView: UIView = top.view
            if topView.superview !== container {
                topView.frame = container.bounds
                container.addSubview(topView)
            }
        }
    }

    /// Replaces the stack off screen: containment calls only, no appearance calls.
    func replaceStack(with newStack: [UIViewController]) {
        let (added, removed) = stackDifference(to: newStack)
        for child in added { attachChild(child) }
        for child in removed {
            callWillMove(child, toParent: nil)
            HeadlessWorld.shared.withoutViewDrivenAppearance { child.storedView?.removeFromSuperview() }
            child.detachFromParent()
        }
        stack = newStack
        for child in added { callDidMove(child, toParent: self) }
        if isViewLoaded, appearanceState != .hidden { installTopView() }
    }

    /// The controllers `newStack` adds and removes relative to the current stack.
    func stackDifference(
        to newStack: [UIViewController]
    ) -> (added: [UIViewController], removed: [UIViewController]) {
        let added = newStack.filter { new in !stack.contains { $0 === new } }
        let removed = stack.filter { old in !newStack.contains { $0 === old } }
        return (added, removed.reversed())
    }

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
        var transition = Transition(
            kind: .push, from: outgoing, to: controller, animated: animated,
            duration: Transition.navigationDuration, interactive: false)
        transition.defersIsAppearing = requestedAnimation && !animated
        transition.prepare = { [self] in
            attachChild(controller)
            stack.append(controller)
            controller.movingToParent = true
            delegate?.navigationController(self, willShow: controller, animated: animated)
        }
        transition.install = { [self] in install(controller) }
        transition.teardown = { outgoing.storedView?.removeFromSuperview() }
        transition.complete = { [self] _ in
            controller.movingToParent = false
            callDidMove(controller, toParent: self)
            delegate?.navigationController(self, didShow: controller, animated: animated)
        }
        TransitionRunner(transition).start()
    }

    /// Adds a controller's view to the navigation view for a transition.
    func install(_ controller: UIViewController) {
        let container: UIView = view
        let incoming: UIView = controller.view
        incoming.frame = container.bounds
        container.addSubview(incoming)
    }
}
