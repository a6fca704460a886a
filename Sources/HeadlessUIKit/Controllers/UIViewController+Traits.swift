// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// Sends `willTransition(to:with:)`, whose default forwards to the children.
    func deliverTraitTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        willTransition(to: newCollection, with: coordinator)
    }
}
