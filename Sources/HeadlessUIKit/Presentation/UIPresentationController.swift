// ViewLifecycle · HeadlessUIKit

/// The object that manages one presentation: who presents, what is presented, and the
/// delegate that is asked before a user's swipe dismisses a sheet.
@MainActor @preconcurrency
open class UIPresentationController: NSObject, UIContentContainer {
    /// The presented controller.
    open private(set) unowned var presentedViewController: UIViewController
    /// The controller that presents it, once known: given at creation or set as the
    /// presentation begins.
    weak var presentingController: UIViewController?
    /// The controller that presents it. UIKit declares it non-optional; reading it before it is
    /// known (made with a `nil` presenter and not yet presented) stops with an explanation.
    open var presentingViewController: UIViewController {
        guard let presentingController else {
            preconditionFailure(
                "UIPresentationController.presentingViewController was read before the presentation began: "
                    + "pass the presenter to init(presentedViewController:presenting:) or read it once presented"
            )
        }
        return presentingController
    }
    /// The object asked about and told of a user's dismissal (a sheet's swipe down).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// Whether this presentation took the presenter's view out of the window (a full-screen
    /// style), so its dismissal puts it back. UIKit keeps this fact with the presentation
    /// (`shouldRemovePresentersView`), not with the presenter. A Bool is its honest shape: it is
    /// set once when the transition takes the view out and only read after, with no other input.
    var removedPresentersView = false

    /// Creates the presentation controller of `presentedViewController`.
    ///
    /// - Parameters:
    ///   - presentedViewController: The controller being presented.
    ///   - presentingViewController: The controller presenting it.
    public init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        self.presentedViewController = presentedViewController
        self.presentingController = presentingViewController
        super.init()
    }

    /// The style the presentation uses.
    open var presentationStyle: UIModalPresentationStyle {
        presentedViewController.modalPresentationStyle
    }

    /// The view the presentation happens in: the presenter's window.
    open var containerView: UIView? {
        presentingController?.viewIfLoaded?.window ?? presentedViewController.viewIfLoaded?.window
    }

    /// The presented controller's view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// The style this presentation adapts to in compact width without a delegate's answer:
    /// `.fullScreen` for the generic controller, as UIKit documents.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    /// The presented view's frame in the container once presented: the whole container by
    /// default. A custom presentation gives its presented view this frame as it is installed.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the screen; `true` by default, as UIKit documents.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether a custom presentation takes the presenter's view out of the window when it ends;
    /// `false` by default, so the presenter stays on screen and hears no disappearance.
    open var shouldRemovePresentersView: Bool { false }

    /// The traits the presented controller gets in place of the container's (kept).
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the traitOverrides property instead")
    open var overrideTraitCollection: UITraitCollection?

    /// Told as a presentation starts, before the presented controller's view loads and appears:
    /// where a custom presentation adds its dimming view. Nothing by default.
    open func presentationTransitionWillBegin() {}

    /// Told as a presentation ends, after the presented controller's `viewDidAppear`, with
    /// whether it finished. Nothing by default.
    ///
    /// - Parameter completed: `false` when the presentation was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// Told as a dismissal starts, before the presented controller's `viewWillDisappear`.
    /// Nothing by default.
    open func dismissalTransitionWillBegin() {}

    /// Told as a dismissal ends, after the presented controller's `viewDidDisappear`, with
    /// whether it finished (`false` when a user's swipe was let go). Nothing by default.
    ///
    /// - Parameter completed: Whether the presented controller was dismissed.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Told before the container view lays out its subviews; nothing by default. The headless
    /// container (the window) does not call it.
    open func containerViewWillLayoutSubviews() {}

    /// Told after the container view laid out its subviews; nothing by default, not called
    /// headlessly.
    open func containerViewDidLayoutSubviews() {}

    /// The style this presentation adapts to in `traitCollection`.
    ///
    /// - Parameter traitCollection: The traits.
    /// - Returns: The style.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle
    }

    // UIContentContainer: a presentation holds the presented controller as a container holds a
    // child.

    /// The size the presentation would like its content to have; zero, so the system decides.
    open var preferredContentSize: CGSize = .zero

    /// Called when the presented controller's preferred content size changes; not called
    /// headlessly, where `preferredContentSize` is recorded only.
    ///
    /// - Parameter container: The presented controller.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Called when the presented controller's Auto Layout fitting size changes; not called
    /// headlessly.
    ///
    /// - Parameter container: The presented controller.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size the presented content gets: by default the container's.
    ///
    /// - Parameters:
    ///   - container: The presented controller.
    ///   - parentSize: The container's size.
    /// - Returns: The content's size.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// Called before the container's size changes (a rotation); does nothing by default.
    ///
    /// - Parameters:
    ///   - size: The new size.
    ///   - coordinator: The coordinator of the size change.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    {}

    /// Called before the traits change; does nothing by default.
    ///
    /// - Parameters:
    ///   - newCollection: The traits to come.
    ///   - coordinator: The coordinator of the change.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}
}
