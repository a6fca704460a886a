// ViewLifecycle · HeadlessUIKit

/// An object told when a popover is about to show, with the adaptive-presentation questions
/// it inherits.
///
/// UIKit's members are `optional`; here each has UIKit's default (see
/// `UINavigationControllerDelegate`). Assign the delegate through the inherited `delegate`
/// property, whose type here stays `UIAdaptivePresentationControllerDelegate`.
@MainActor @preconcurrency
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented.
    ///
    /// - Parameter popoverPresentationController: The popover's presentation controller.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    ///
    /// - Parameter popoverPresentationController: The popover's presentation controller.
    public func prepareForPopoverPresentation(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
}
