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
        var transition = Transition(
            kind: .stackReplacement, from: oldTop, to: newTop, animated: animated,
            duration: Transition.navigationDuration, interactive: false)
        transition.hierarchy = StackReplacementSteps(
            self, replacingWith: newStack, oldTop: oldTop, newTop: newTop, animated: animated)
        transition.install = { [self] in view.install(viewOf: newTop) }
        transition.teardown = { oldTop.storedView?.removeFromSuperview() }
        TransitionRunner(transition).start()
    }
}
