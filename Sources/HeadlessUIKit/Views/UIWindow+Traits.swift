// ViewLifecycle · HeadlessUIKit

extension UIWindow {
    /// The controllers a resize tells directly: the root and the chain of controllers presented
    /// over it (their children hear it by forwarding).
    var resizedControllers: [UIViewController] {
        var result: [UIViewController] = []
        var current = rootViewController
        while let controller = current {
            result.append(controller)
            current = controller.storedPresented
        }
        return result
    }

    /// Sends `traitCollectionDidChange(_:)` through the window: the window, then each view in
    /// order, a view's controller just before the view; a split view adapts to the new width
    /// when reached, before its children hear the change.
    func announceTraitChange(from previous: UITraitCollection) {
        traitCollectionDidChange(previous)
        var pending: [UIView] = storedSubviews.reversed()
        for controller in resizedControllers.dropFirst() {
            if let view = controller.viewIfLoaded, view.storedWindow == nil, view.superview == nil {
                pending.insert(view, at: 0)
            }
        }
        while let view = pending.popLast() {
            if let controller = view.owningController {
                controller.traitCollectionDidChange(previous)
                controller.traitsDidChange()
            }
            view.traitCollectionDidChange(previous)
            pending.append(contentsOf: view.storedSubviews.reversed())
        }
    }
}
