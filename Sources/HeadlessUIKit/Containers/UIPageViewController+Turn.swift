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
    /// The appearance order is the `pageScroll` or `pageCurl` entry of `Transition.Order`. The new
    /// page's didMove(toParent:) follows its viewDidAppear (trace 16 B).
    @discardableResult
    func startTurn(
        from outgoing: UIViewController, to incoming: UIViewController, animated: Bool, interactive: Bool,
        whenDone: @escaping (Bool) -> Void
    ) -> TransitionRunner {
        var transition = Transition(
            kind: transitionStyle == .scroll ? .pageScroll : .pageCurl, from: outgoing, to: incoming,
            animated: animated, duration: Self.turnDuration, interactive: interactive)
        transition.prepare = { [self] in attachChild(incoming) }
        transition.install = { [self] in view.install(viewOf: incoming) }
        transition.teardown = { outgoing.storedView?.removeFromSuperview() }
        transition.complete = { [self] finished in
            if finished {
                callDidMove(incoming, toParent: self)
                callWillMove(outgoing, toParent: nil)
                outgoing.detachFromParent()
            } else {
                removeChildQuietly(incoming)
            }
            whenDone(finished)
        }
        let runner = TransitionRunner(transition)
        runner.start()
        return runner
    }
}
