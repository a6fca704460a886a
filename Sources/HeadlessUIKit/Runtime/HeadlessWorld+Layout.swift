// ViewLifecycle · HeadlessUIKit

extension HeadlessWorld {
    /// Notes that `view` needs layout and makes sure one layout pass runs in the next turn.
    ///
    /// UIKit coalesces layout requests into the next pass of the run loop; so does the runtime.
    func requestLayout(for view: UIView) {
        view.needsLayout = true
        viewsNeedingLayout.append(view)
        guard !layoutPassScheduled else { return }
        layoutPassScheduled = true
        enqueue { [unowned self] in self.runLayoutPass() }
    }

    /// Lays out every window-attached view that asked for it, parents before children.
    func runLayoutPass() {
        let ending = transitionsEndingBeforeLayout
        transitionsEndingBeforeLayout.removeAll()
        for runner in ending { runner.end(finished: true) }
        layoutPassScheduled = false
        let requested = viewsNeedingLayout
        viewsNeedingLayout.removeAll()
        var seen = Set<ObjectIdentifier>()
        for view in requested where view.window != nil {
            let root = outermostNeedingLayout(from: view)
            guard seen.insert(ObjectIdentifier(root)).inserted else { continue }
            layOut(root)
        }
    }

    /// Lays out `view` and its subtree where needed, calling the owning controllers' layout hooks.
    func layOut(_ view: UIView) {
        if view.needsLayout {
            view.needsLayout = false
            let controller = view.owningController
            if let controller {
                // A guess where no log settles it: the first layout in a window brings the safe
                // area (viewSafeAreaInsetsDidChange) and the constraint pass (updateViewConstraints)
                // just before viewWillLayoutSubviews, as UIKit's update-then-layout passes run.
                // They are not lifecycle callbacks, so the trace leaves them out.
                if controller.viewLoading.layoutPass() == .firstLayout {
                    controller.viewSafeAreaInsetsDidChange()
                    controller.updateViewConstraints()
                }
                record(controller, .viewWillLayoutSubviews)
                controller.viewWillLayoutSubviews()
            }
            view.layoutSubviews()
            if let controller {
                record(controller, .viewDidLayoutSubviews)
                controller.viewDidLayoutSubviews()
            }
        }
        for child in view.subviews { layOut(child) }
    }

    private func outermostNeedingLayout(from view: UIView) -> UIView {
        var result = view
        var current = view.superview
        while let candidate = current {
            if candidate.needsLayout { result = candidate }
            current = candidate.superview
        }
        return result
    }
}
