// ViewLifecycle · HeadlessUIKit

import LifecycleCore

extension UIViewController {
    /// Loads the view the way UIKit's getter does: `loadView()` then `viewDidLoad()`, recorded,
    /// once `viewLoading` has answered `.load`.
    ///
    /// A `loadView()` that sets no view leaves it `nil`, so the next access loads again, as on
    /// devices (trace 07, F).
    func loadViewForAccess() {
        let world = HeadlessWorld.shared
        world.record(self, .loadView)
        loadView()
        guard viewLoading.loadViewReturned() == .callViewDidLoad else { return }
        world.record(self, .viewDidLoad)
        viewDidLoad()
    }

    /// Installs a new root view and ties it to this controller.
    func replaceView(with newView: UIView?) {
        if let old = storedView, old !== newView { old.owningController = nil }
        storedView = newView
        viewLoading.viewAssigned(newView != nil)
        newView?.owningController = self
    }

    /// The nearest ancestor (self excluded) of the given container type.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = storedParent
        while let candidate = current {
            if let match = candidate as? Container { return match }
            current = candidate.storedParent
        }
        return nil
    }

    /// The outermost container of this controller (itself when it has no parent).
    var outermostAncestor: UIViewController {
        var result = self
        while let parent = result.storedParent { result = parent }
        return result
    }
}
