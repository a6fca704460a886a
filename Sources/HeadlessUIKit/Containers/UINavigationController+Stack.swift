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

    /// Replaces the stack; on screen, the new top arrives by a `stackReplacement` transition.
    func performSetViewControllers(_ newStack: [UIViewController], animated: Bool) {
        guard let newTop = newStack.last, let oldTop = stack.last, newTop !== oldTop, isOnScreen else {
            replaceStack(with: newStack)
            return
        }
        let animated = effectiveAnimation(animated)
        let (added, removed) = stackDifference(to: newStack)
        var transition = Transition(
            kind: .stackReplacement, from: oldTop, to: newTop, animated: animated,
            duration: Transition.navigationDuration, interactive: false)
        transition.hierarchy.incomingWillMove = { [self] in
            for child in added { attachChild(child) }
        }
        transition.hierarchy.outgoingWillMove = { [self] in
            for child in removed {
                // Only the top leaves visibly; the others are dropped unseen.
                if child === oldTop {
                    child.containmentMove.beginLeaving()
                } else {
                    child.containmentMove.endLeaving()
                }
                callWillMove(child, toParent: nil)
            }
        }
        transition.hierarchy.beginMoves = {
            if added.contains(where: { $0 === newTop }) {
                newTop.containmentMove.beginJoining()
            } else {
                newTop.containmentMove.endJoining()
            }
        }
        transition.hierarchy.updateList = { [self] in stack = newStack }
        transition.hierarchy.delegateWill = { [self] in
            delegate?.navigationController(self, willShow: newTop, animated: animated)
        }
        transition.install = { [self] in view.install(viewOf: newTop) }
        transition.teardown = { oldTop.storedView?.removeFromSuperview() }
        transition.hierarchy.endMoves = {
            for child in removed { child.containmentMove.endLeaving() }
            newTop.containmentMove.endJoining()
        }
        transition.hierarchy.outgoingRemoved = {
            for child in removed { child.removeViewQuietly() }
            for child in removed { child.detachFromParent() }
        }
        transition.hierarchy.incomingDidMove = { [self] in
            for child in added { callDidMove(child, toParent: self) }
        }
        transition.hierarchy.delegateDid = { [self] in
            delegate?.navigationController(self, didShow: newTop, animated: animated)
        }
        TransitionRunner(transition).start()
    }
}
