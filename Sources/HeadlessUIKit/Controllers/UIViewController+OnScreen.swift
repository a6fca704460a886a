// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// Whether the controller is on screen, so that a container's changes run as transitions
    /// rather than as quiet rearrangements of controllers nobody sees.
    var isOnScreen: Bool {
        appearanceState != .hidden && storedView?.window != nil
    }

    /// Whether an animation would show: a window that has not displayed yet skips animations,
    /// as trace 11 shows for a push right after `makeKeyAndVisible()` on iOS 17.4.
    func effectiveAnimation(_ animated: Bool) -> Bool {
        guard animated, let window = storedView?.window else { return false }
        return window.hasDisplayed
    }

    /// Takes the view out of its superview without appearance callbacks: a transition sends
    /// them itself, or the controller is not on screen and none are due.
    func removeViewQuietly() {
        HeadlessWorld.shared.withoutViewDrivenAppearance { storedView?.removeFromSuperview() }
    }
}
