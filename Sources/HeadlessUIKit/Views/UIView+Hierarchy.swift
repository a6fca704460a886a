// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// Moves `view` into this view's subviews at `index`, sending UIKit's hierarchy and window
    /// notifications in UIKit's order.
    func performInsert(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view.storedSuperview === self, let old = storedSubviews.firstIndex(where: { $0 === view }) {
            storedSubviews.remove(at: old)
            storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
            return
        }
        let newWindow = (self as? UIWindow) ?? storedWindow
        view.willMove(toSuperview: self)
        let moves = view.storedWindow !== newWindow
        if moves { view.propagateWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
        view.storedSuperview = self
        if moves { view.propagateDidMove(toWindow: newWindow) }
        didAddSubview(view)
        view.didMoveToSuperview()
        setNeedsLayout()
    }

    /// Takes the view out of its superview and window, with UIKit's notifications.
    func performRemoveFromSuperview() {
        guard let parent = storedSuperview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let moves = storedWindow != nil
        if moves { propagateWillMove(toWindow: nil) }
        detachFromSuperview()
        if moves { propagateDidMove(toWindow: nil) }
        didMoveToSuperview()

    }

    /// Whether this view is `view` or inside it.
    func isInside(_ view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    private func detachFromSuperview() {
        guard let parent = storedSuperview else { return }
        parent.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
    }

    /// Sends `willMove(toWindow:)` through the subtree and the matching controller calls.
    func propagateWillMove(toWindow newWindow: UIWindow?) {
        let world = HeadlessWorld.shared
        if newWindow == nil, world.suppressViewDrivenAppearance == 0 {
            for controller in appearanceRoots() { controller.viewDrivenDisappearanceBegins() }
        }
        forEachInSubtree { $0.willMove(toWindow: newWindow) }
    }

    /// Updates the subtree's window, then sends `didMoveToWindow()` and the controller calls.
    func propagateDidMove(toWindow newWindow: UIWindow?) {
        forEachInSubtree { view in
            view.storedWindow = newWindow
            view.needsLayout = true
        }
        forEachInSubtree { $0.didMoveToWindow() }
        let world = HeadlessWorld.shared
        if newWindow != nil { world.requestLayout(for: self) }
        guard world.suppressViewDrivenAppearance == 0 else { return }
        for controller in appearanceRoots() {
            if newWindow == nil {
                controller.viewDrivenDisappearanceEnds()
            } else {
                controller.viewDrivenAppearance()
            }
        }
    }

    /// Calls `body` on this view and every descendant, parents first.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for child in storedSubviews { child.forEachInSubtree(body) }
    }

    /// The outermost controllers whose root views are in this subtree; inner ones get their calls
    /// by forwarding from these, as in UIKit.
    private func appearanceRoots() -> [UIViewController] {
        if let controller = owningController { return [controller] }
        return storedSubviews.flatMap { $0.appearanceRoots() }
    }
}
