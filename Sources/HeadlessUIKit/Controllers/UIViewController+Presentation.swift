// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// Presents `presented` from the outermost container, as UIKit picks the presentation context.
    func startPresentation(
        of presented: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        let presenter = outermostAncestor
        if let current = presenter.storedPresented {
            HeadlessWorld.shared.console.write(
                "Attempt to present \(presented) on \(presenter) (from \(self)) which is already "
                    + "presenting \(current).")
            return
        }
        guard let window = presenter.storedView?.window ?? presenter.storedView as? UIWindow else {
            HeadlessWorld.shared.console.write(
                "Attempt to present \(presented) on \(presenter) (from \(self)) whose view is not in "
                    + "the window hierarchy.")
            return
        }
        let style = presented.modalPresentationStyle.resolved
        presenter.storedPresented = presented
        presented.storedPresenting = presenter
        let removesPresenter = style.removesPresenter
        var transition = Transition(
            kind: .present, from: removesPresenter ? presenter : nil, to: presented, animated: animated,
            duration: Transition.modalDuration, interactive: false)
        transition.prepare = { presented.beingPresented = true }
        transition.install = { window.install(viewOf: presented) }
        transition.teardown = {
            guard removesPresenter else { return }
            presenter.presentationRemovedView = true
            presenter.storedView?.removeFromSuperview()
        }
        transition.complete = { _ in
            presented.beingPresented = false
            completion?()
        }
        TransitionRunner(transition, presentationStyle: style).start()
    }

    /// Dismisses the presentation this controller shows or belongs to.
    ///
    /// - Returns: The runner, so the driver can make the dismissal interactive.
    @discardableResult
    func startDismissal(
        animated: Bool, interactive: Bool, completion: (() -> Void)?
    ) -> TransitionRunner? {
        let root = outermostAncestor
        let presenter: UIViewController
        let dismissed: UIViewController
        if let presented = root.storedPresented {
            presenter = root
            dismissed = presented
        } else if let presenting = root.storedPresenting {
            presenter = presenting
            dismissed = root
        } else {
            completion?()
            return nil
        }
        // Dismissing lower in a stack of presentations takes everything above with it; only the
        // topmost controller animates (apple-api.md, dismiss(animated:completion:)).
        var chain = [dismissed]
        while let next = chain[chain.count - 1].storedPresented { chain.append(next) }
        let top = chain[chain.count - 1]
        let covered = chain.dropLast().filter { $0.appearanceState != .hidden }
        let style = top.modalPresentationStyle.resolved
        let restoresPresenter = presenter.presentationRemovedView
        var transition = Transition(
            kind: .dismiss, from: top, to: restoresPresenter ? presenter : nil, animated: animated,
            duration: Transition.modalDuration, interactive: interactive)
        transition.covered = covered
        transition.prepare = {
            for controller in chain { controller.beingDismissed = true }
        }
        transition.install = {
            guard restoresPresenter, let window = top.storedView?.window,
                let presenterView = presenter.storedView
            else { return }
            window.insertSubview(presenterView, at: 0)
        }
        transition.teardown = {
            for controller in chain.reversed() { controller.storedView?.removeFromSuperview() }
        }
        transition.complete = { finished in
            for controller in chain { controller.beingDismissed = false }
            if finished {
                presenter.presentationRemovedView = false
                presenter.storedPresented = nil
                for controller in chain {
                    controller.presentationRemovedView = false
                    controller.storedPresenting = nil
                    controller.storedPresented = nil
                }
                completion?()
            } else if restoresPresenter {
                presenter.removeViewQuietly()
            }
        }
        let runner = TransitionRunner(transition, presentationStyle: style)
        runner.start()
        return runner
    }
}
