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

    /// The style this presentation adapts to in `traitCollection`.
    ///
    /// - Parameter traitCollection: The traits.
    /// - Returns: The style.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle
    }
}
