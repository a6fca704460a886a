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
        child.containmentMove.beginJoining()
    }

    /// Removes this controller from its parent, sending `didMove(toParent: nil)`.
    func detachFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        containmentMove.endLeaving()
        callDidMove(self, toParent: nil)
    }

    /// Removes `child` off screen: `willMove(toParent: nil)`, its view out with no appearance
    /// callbacks, then `didMove(toParent: nil)`, as a container drops a child nobody sees.
    func removeChildQuietly(_ child: UIViewController) {
        callWillMove(child, toParent: nil)
        child.removeViewQuietly()
        child.detachFromParent()
    }

    /// Makes `shown`'s view the only one of `children`'s views in this controller's view, with no
    /// appearance callbacks: the container's own appearance forwards them.
    func showChildViewQuietly(_ shown: UIViewController, among children: [UIViewController]) {
        let container: UIView = view
        HeadlessWorld.shared.withoutViewDrivenAppearance {
            for other in children where other !== shown { other.storedView?.removeFromSuperview() }
            if shown.view.superview !== container { container.install(viewOf: shown) }
        }
    }

    /// Records and sends `willMove(toParent:)`.
    func callWillMove(_ child: UIViewController, toParent parent: UIViewController?) {
        HeadlessWorld.shared.record(child, .willMoveToParent)
        child.willMove(toParent: parent)
    }

    /// Records and sends `didMove(toParent:)`.
    func callDidMove(_ child: UIViewController, toParent parent: UIViewController?) {
        HeadlessWorld.shared.record(child, .didMoveToParent)
        child.didMove(toParent: parent)
        // The move is over even if an override skipped `super`.
        if parent != nil { child.containmentMove.endJoining() }
    }
}
