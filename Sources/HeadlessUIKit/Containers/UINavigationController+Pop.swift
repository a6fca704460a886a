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
        transition.hierarchy = PopSteps(self, to: target, popping: popped, animated: animated)
        transition.install = { [self] in view.install(viewOf: target, at: 0) }
        transition.teardown = { outgoing.storedView?.removeFromSuperview() }
        let runner = TransitionRunner(transition)
        runner.start()
        return (popped, runner)
    }
}
