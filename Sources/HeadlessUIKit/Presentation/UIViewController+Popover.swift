// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// The popover presentation controller, while the controller's style is `.popover`.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return ownPresentationController as? UIPopoverPresentationController
    }

    /// The style the presentation uses on this screen: a popover in compact width adapts as
    /// its delegate says (`.none` keeps it), else as its presentation controller's adaptive style.
    var adaptedPresentationStyle: UIModalPresentationStyle {
        let style = modalPresentationStyle.resolved
        guard style == .popover, let popover = popoverPresentationController else { return style }
        let traits = traitCollection
        guard traits.horizontalSizeClass == .compact else { return style }
        if let delegate = popover.delegate,
            let popoverDelegate = delegate as? any UIPopoverPresentationControllerDelegate
        {
            popoverDelegate.prepareForPopoverPresentation(popover)
        }
        let adapted =
            popover.delegate?.adaptivePresentationStyle(for: popover, traitCollection: traits)
            ?? popover.adaptivePresentationStyle(for: traits)
        return adapted == .none ? .popover : adapted.resolved
    }
}
