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
        transition.hierarchy.updateList = { [self] in stack.removeSubrange((index + 1)...) }
        transition.hierarchy.outgoingWillMove = { [self] in
            for controller in popped.reversed() {
                controller.containmentMove.beginLeaving()
                callWillMove(controller, toParent: nil)
            }
        }
        transition.hierarchy.delegateWill = { [self] in
            delegate?.navigationController(self, willShow: target, animated: animated)
        }
        transition.install = { [self] in view.install(viewOf: target, at: 0) }
        transition.teardown = { outgoing.storedView?.removeFromSuperview() }
        transition.hierarchy.endMoves = {
            for controller in popped.reversed() { controller.containmentMove.endLeaving() }
        }
        transition.hierarchy.outgoingRemoved = {
            for controller in popped { controller.removeViewQuietly() }
            for controller in popped.reversed() { controller.detachFromParent() }
        }
        transition.hierarchy.delegateDid = { [self] in
            delegate?.navigationController(self, didShow: target, animated: animated)
        }
        transition.hierarchy.restoreList = { [self] in stack.append(contentsOf: popped) }
        transition.hierarchy.undoIncoming = { target.removeViewQuietly() }
        transition.hierarchy.outgoingStays = { [self] in
            for controller in popped.reversed() { callDidMove(controller, toParent: self) }
        }
        let runner = TransitionRunner(transition)
        runner.start()
        return (popped, runner)
    }
}
