// ViewLifecycle · HeadlessUIKit

extension UINavigationController {
    /// Puts the top controller's view in the navigation view, without appearance calls.
    func installTopView() {
        guard let top = stack.last else { return }
        showChildViewQuietly(top, among: stack)
    }

    /// Replaces the stack off screen: containment calls only, no appearance calls.
    func replaceStack(with newStack: [UIViewController]) {
        let (added, removed) = stackDifference(to: newStack)
        for child in added { attachChild(child) }
        for child in removed { removeChildQuietly(child) }
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
                // Only the top leaves visibly; the others are dropped unseen.
                if child === oldTop {
                    child.containmentMove.beginLeaving()
                } else {
                    child.containmentMove.endLeaving()
                }
                callWillMove(child, toParent: nil)
            }
            if added.contains(where: { $0 === newTop }) {
                newTop.containmentMove.beginJoining()
            } else {
                newTop.containmentMove.endJoining()
            }
            stack = newStack
            delegate?.navigationController(self, willShow: newTop, animated: animated)
        }
        transition.install = { [self] in view.install(viewOf: newTop) }
        transition.teardown = { oldTop.storedView?.removeFromSuperview() }
        transition.complete = { [self] _ in
            for child in removed { child.removeViewQuietly() }
            for child in removed {
                child.containmentMove.endLeaving()
                child.detachFromParent()
            }
            newTop.containmentMove.endJoining()
            for child in added { callDidMove(child, toParent: self) }
            delegate?.navigationController(self, didShow: newTop, animated: animated)
        }
        TransitionRunner(transition).start()
    }
}
