// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// Adds `child` to this controller, sending `willMove(toParent:)` as UIKit's `addChild` does.
    ///
    /// A child that already has another parent is removed from it first, as in UIKit.
    func attachChild(_ child: UIViewController) {
        guard child !== self else { return }
        if child.storedParent === self { return }
        if child.storedParent != nil { child.removeFromParent() }
        callWillMove(child, toParent: self)
        storedChildren.append(child)
        child.storedParent = self
        // Until `didMove(toParent:)`, appearance callbacks report the move, as UIKit's do for
        // custom containers too.
        child.movingToParent = true
    }

    /// Removes this controller from its parent, sending `didMove(toParent: nil)`.
    func detachFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        movingFromParent = false
        callDidMove(self, toParent: nil)
    }

    /// Records and sends `willMove(toParent:)`.
    func callWillMove(_ child: UIViewController, toParent parent: UIViewController?) {
        HeadlessWorld.shared.record(child, "willMove(toParent:)")
        child.willMove(toParent: parent)
    }

    /// Records and sends `didMove(toParent:)`.
    func callDidMove(_ child: UIViewController, toParent parent: UIViewController?) {
        HeadlessWorld.shared.record(child, "didMove(toParent:)")
        child.didMove(toParent: parent)
        // The move is over even if an override skipped `super`.
        if parent != nil { child.movingToParent = false }
    }
}
