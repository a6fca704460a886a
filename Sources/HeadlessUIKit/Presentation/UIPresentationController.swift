// ViewLifecycle · HeadlessUIKit

/// The object that manages one presentation: who presents, what is presented, and the
/// delegate that is asked before a user's swipe dismisses a sheet.
@MainActor @preconcurrency
open class UIPresentationController: NSObject {
    /// The presented controller.
    open private(set) unowned var presentedViewController: UIViewController
    /// The controller that presents it.
    open internal(set) weak var presentingViewController: UIViewController?
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
        self.presentingViewController = presentingViewController
        super.init()
    }

    /// The style the presentation uses.
    open var presentationStyle: UIModalPresentationStyle {
        presentedViewController.modalPresentationStyle
    }

    /// The view the presentation happens in: the presenter's window.
    open var containerView: UIView? {
        presentingViewController?.viewIfLoaded?.window ?? presentedViewController.viewIfLoaded?.window
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
}
