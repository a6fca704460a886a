// ViewLifecycle · HeadlessUIKit

extension UINavigationController {
    /// Pops to `target` and returns the popped controllers, root side first.
    func performPop(to target: UIViewController, animated: Bool, interactive: Bool) -> [UIViewController] {
        startPop(to: target, animated: animated, interactive: interactive).popped
    }

    /// Pops to `target`, as a transition when on screen; an interactive pop returns its runner.
    func startPop(
        to target: UIViewController, animated: Bool, interactive: Bool
    ) -> (popped: [UIViewController], runner: TransitionRunner?) {
        guard let index = stack.firstIndex(where: { $0 === target }), index < stack.count - 1,
            let outgoing = stack.last
        else { return ([], nil) }
        let popped = Array(stack[(index + 1)...])
        guard isOnScreen else {
            replaceStack(with: Array(stack[...index]))
            return (popped, nil)
        }
        let animated = interactive || effectiveAnimation(animated)
        var transition = Transition(
            kind: .pop, from: outgoing, to: target, animated: animated,
            duration: Transition.navigationDuration, interactive: interactive)
        transition.prepare = { [self] in
            stack.removeSubrange((index + 1)...)
            for controller in popped.reversed() {
                controller.movingFromParent = true
                callWillMove(controller, toParent: nil)
            }
            delegate?.navigationController(self, willShow: target, animated: animated)
        }
        transition.install = { [self] in
            let container: UIView = view
            let incoming: UIView = target.view
            incoming.frame = container.bounds
            container.insertSubview(incoming, at: 0)
        }
        transition.teardown = { outgoing.storedView?.removeFromSuperview() }
        transition.complete = { [self] finished in
            for controller in popped.reversed() { controller.movingFromParent = false }
            if finished {
                HeadlessWorld.shared.withoutViewDrivenAppearance {
                    for controller in popped { controller.storedView?.removeFromSuperview() }
                }
                for controller in popped.reversed() { controller.detachFromParent() }
                delegate?.navigationController(self, didShow: target, animated: animated)
            } else {
                stack.append(contentsOf: popped)
                HeadlessWorld.shared.withoutViewDrivenAppearance { target.storedView?.removeFromSuperview() }
                for controller in popped.reversed() { callDidMove(controller, toParent: self) }
            }
        }
        let runner = TransitionRunner(transition)
        runner.start()
        return (popped, runner)
    }

    /// Replaces the stack; on screen, a new top arrives by a push (new controller) or a pop.
    func performSetViewControllers(_ newStack: [UIViewController], animated: Bool) {
        guard let newTop = newStack.last, let oldTop = stack.last, newTop !== oldTop, isOnScreen else {
            replaceStack(with: newStack)
            return
        }
        let isPop = stack.contains { $0 === newTop }
        let animated = effectiveAnimation(animated)
        let (added, removed) = stackDifference(to: newStack)
        var transition = Transition(
            kind: isPop ? .pop : .push, from: oldTop, to: newTop, animated: animated,
            duration: Transition.navigationDuration, interactive: false)
        transition.prepare = { [self] in
            for child in added { attachChild(child) }
            for child in removed {
                child.movingFromParent = child === oldTop
                callWillMove(child, toParent: nil)
            }
            newTop.movingToParent = added.contains { $0 === newTop }
            stack = newStack
            delegate?.navigationController(self, willShow: newTop, animated: animated)
        }
        transition.install = { [self] in install(newTop) }
        transition.teardown = { oldTop.storedView?.removeFromSuperview() }
        transition.complete = { [self] _ in
            HeadlessWorld.shared.withoutViewDrivenAppearance {
                for child in removed { child.storedView?.removeFromSuperview() }
            }
            for child in removed {
                child.movingFromParent = false
                child.detachFromParent()
            }
            newTop.movingToParent = false
            for child in added { callDidMove(child, toParent: self) }
            delegate?.navigationController(self, didShow: newTop, animated: animated)
        }
        TransitionRunner(transition).start()
    }
}
