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

    /// Where a change of the window's traits is told: the window with its views, then the views of
    /// controllers presented over its root that are not in a window yet.
    var traitChangeRoots: [TraitEnvironmentNode] {
        var roots: [TraitEnvironmentNode] = [.view(self)]
        for controller in resizedControllers.dropFirst() {
            if let view = controller.viewIfLoaded, view.storedWindow == nil, view.superview == nil {
                roots.append(.view(view))
            }
        }
        return roots
    }
}
