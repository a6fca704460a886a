// ViewLifecycle · HeadlessUIKit

extension UIPageViewController {
    /// How long a page turn animates: a scroll settles like a navigation slide.
    static let turnDuration: TimeInterval = 0.35

    /// Shows `newPages`' first page, as a turn when on screen.
    func performSetPages(_ newPages: [UIViewController]?, animated: Bool, completion: ((Bool) -> Void)?) {
        guard let incoming = newPages?.first else { return }
        let outgoing = pages?.first
        guard incoming !== outgoing else {
            completion?(true)
            return
        }
        guard isOnScreen, let outgoing else {
            if let outgoing { removeChildQuietly(outgoing) }
            attachChild(incoming)
            pages = newPages
            if isViewLoaded, appearanceState != .hidden { showChildViewQuietly(incoming, among: children) }
            callDidMove(incoming, toParent: self)
            completion?(true)
            return
        }
        startTurn(from: outgoing, to: incoming, animated: effectiveAnimation(animated), interactive: false) {
            [weak self] finished in
            if finished { self?.pages = newPages }
            completion?(finished)
        }
    }

    /// Starts a turn from `outgoing` to `incoming` as a runtime transition.
    ///
    /// The order of the callbacks and of the two pages' containment calls is the `pageScroll` or
    /// `pageCurl` entry of `Transition.Order`.
    @discardableResult
    func startTurn(
        from outgoing: UIViewController, to incoming: UIViewController, animated: Bool, interactive: Bool,
        whenDone: @escaping (Bool) -> Void
    ) -> TransitionRunner {
        var transition = Transition(
            kind: transitionStyle == .scroll ? .pageScroll : .pageCurl, from: outgoing, to: incoming,
            animated: animated, duration: Self.turnDuration, interactive: interactive)
        transition.hierarchy = TurnSteps(self, from: outgoing, to: incoming, whenDone: whenDone)
        transition.install = { [self] in view.install(viewOf: incoming) }
        transition.teardown = { outgoing.storedView?.removeFromSuperview() }
        let runner = TransitionRunner(transition)
        runner.start()
        return runner
    }
}
