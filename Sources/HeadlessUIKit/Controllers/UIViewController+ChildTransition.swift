// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// Runs `transition(from:to:…)` as a runtime transition between two children of this
    /// controller; its callbacks follow the tab switch, which UIKit performs with this method
    /// (research notes G: iphonedevwiki.net/index.php/UITabBarController, itdecent.cn/p/0801af352df6).
    func performChildTransition(
        from: UIViewController, to: UIViewController, duration: TimeInterval,
        animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        let console = HeadlessWorld.shared.console
        guard from.storedParent === self, to.storedParent === self else {
            // UIKit raises NSInvalidArgumentException here; the runtime cannot raise, so it
            // prints UIKit's reason and does nothing, as the app would never get further.
            console.write(
                "Children view controllers \(from) and \(to) must have a common parent view controller "
                    + "when calling -[UIViewController transitionFromViewController:toViewController:duration:"
                    + "options:animations:completion:]")
            return
        }
        // A child whose view was already added by hand has already appeared; the transition's
        // second appearance is what UIKit reports as unbalanced (research notes G).
        if to.appearanceState != .hidden { to.warnUnbalanced() }
        let container: UIView = view
        guard isOnScreen, shouldAutomaticallyForwardAppearanceMethods else {
            HeadlessWorld.shared.withoutViewDrivenAppearance {
                if to.view.superview !== container { container.install(viewOf: to) }
                animations?()
                from.storedView?.removeFromSuperview()
            }
            HeadlessWorld.shared.enqueue { completion?(true) }
            return
        }
        var transition = Transition(
            kind: .childTransition, from: from, to: to, animated: duration > 0, duration: duration,
            interactive: false)
        transition.install = {
            if to.view.superview !== container { container.install(viewOf: to) }
            animations?()
        }
        transition.teardown = { from.storedView?.removeFromSuperview() }
        if let completion { transition.hierarchy = CompletionSteps(completion) }
        TransitionRunner(transition).start()
    }

    /// Records and sends `viewWillTransition(to:with:)`.
    func deliverSizeTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        HeadlessWorld.shared.record(self, .viewWillTransition)
        viewWillTransition(to: size, with: coordinator)
    }
}
