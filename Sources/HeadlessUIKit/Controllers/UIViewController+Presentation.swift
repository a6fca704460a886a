// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// Presents `presented` from the presentation context: the outermost container, or for the
    /// current-context styles the nearest controller that `definesPresentationContext`.
    func startPresentation(
        of presented: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        let style = presented.adaptedPresentationStyle
        let presenter = style.usesCurrentContext ? presentationContext : outermostAncestor
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
        if style == .custom,
            let custom = presented.transitioningDelegate?.presentationController(
                forPresented: presented, presenting: presenter, source: self)
        {
            presented.storedPresentationController = custom
        }
        let removesPresenter =
            style == .custom
            ? presented.ownPresentationController.shouldRemovePresentersView : style.removesPresenter
        var transition = Transition(
            kind: .present, from: removesPresenter ? presenter : nil, to: presented, animated: animated,
            duration: Transition.modalDuration, interactive: false)
        transition.hierarchy = PresentationSteps(presenter, presenting: presented, completion: completion)
        transition.install = {
            window.install(viewOf: presented)
            if style == .custom, let view = presented.storedView {
                view.frame = presented.ownPresentationController.frameOfPresentedViewInContainerView
            }
        }
        transition.teardown = {
            guard removesPresenter else { return }
            presented.ownPresentationController.removedPresentersView = true
            presenter.storedView?.removeFromSuperview()
        }
        TransitionRunner(transition, presentationStyle: style).start()
    }

    /// Dismisses the presentation this controller shows or belongs to.
    ///
    /// - Returns: The runner, so the driver can make the dismissal interactive.
    @discardableResult
    func startDismissal(
        animated: Bool, interactive: Bool, byUser: Bool = false, completion: (() -> Void)?
    ) -> TransitionRunner? {
        let root = outermostAncestor
        let presenter: UIViewController
        let dismissed: UIViewController
        if let (owner, presented) = nearestPresentation {
            presenter = owner
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
        let restoresPresenter = dismissed.storedPresentationController?.removedPresentersView ?? false
        var transition = Transition(
            kind: .dismiss, from: top, to: restoresPresenter ? presenter : nil, animated: animated,
            duration: Transition.modalDuration, interactive: interactive)
        transition.covered = covered
        let sheet = dismissed.storedPresentationController
        transition.hierarchy = DismissalSteps(
            presenter, dismissing: chain, userSheet: byUser ? sheet : nil,
            restoresPresenter: restoresPresenter,
            completion: completion)
        transition.install = {
            guard restoresPresenter, let window = top.storedView?.window,
                let presenterView = presenter.storedView
            else { return }
            // A context inside a container goes back into its container's view.
            (presenter.storedParent?.storedView ?? window).insertSubview(presenterView, at: 0)
        }
        transition.teardown = {
            for controller in chain.reversed() { controller.storedView?.removeFromSuperview() }
        }
        let runner = TransitionRunner(transition, presentationStyle: style)
        runner.start()
        return runner
    }

    /// The controller that presents for the current-context styles: the nearest one, from this
    /// controller up, that defines a presentation context, else the outermost container.
    var presentationContext: UIViewController {
        var current: UIViewController? = self
        while let candidate = current {
            if candidate.definesPresentationContext { return candidate }
            current = candidate.storedParent
        }
        return outermostAncestor
    }

    /// The nearest controller, from this one up, that presents something, with what it presents.
    private var nearestPresentation: (presenter: UIViewController, presented: UIViewController)? {
        var current: UIViewController? = self
        while let candidate = current {
            if let presented = candidate.storedPresented { return (candidate, presented) }
            current = candidate.storedParent
        }
        return nil
    }

    /// The presentation controller the runtime made for this controller, made on first use; the
    /// public `presentationController` returns it unless a subclass overrides that.
    var ownPresentationController: UIPresentationController {
        if let storedPresentationController { return storedPresentationController }
        let made: UIPresentationController =
            switch modalPresentationStyle.resolved {
            case .popover:
                UIPopoverPresentationController(presentedViewController: self, presenting: storedPresenting)
            case .pageSheet, .formSheet:
                UISheetPresentationController(presentedViewController: self, presenting: storedPresenting)
            default:
                UIPresentationController(presentedViewController: self, presenting: storedPresenting)
            }
        storedPresentationController = made
        return made
    }
}
