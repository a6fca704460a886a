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
                controller.containmentMove.beginLeaving()
                callWillMove(controller, toParent: nil)
            }
            delegate?.navigationController(self, willShow: target, animated: animated)
        }
        transition.install = { [self] in view.install(viewOf: target, at: 0) }
        transition.teardown = { outgoing.storedView?.removeFromSuperview() }
        transition.complete = { [self] finished in
            for controller in popped.reversed() { controller.containmentMove.endLeaving() }
            if finished {
                for controller in popped { controller.removeViewQuietly() }
                for controller in popped.reversed() { controller.detachFromParent() }
                delegate?.navigationController(self, didShow: target, animated: animated)
            } else {
                stack.append(contentsOf: popped)
                target.removeViewQuietly()
                for controller in popped.reversed() { callDidMove(controller, toParent: self) }
            }
        }
        let runner = TransitionRunner(transition)
        runner.start()
        return (popped, runner)
    }
}
