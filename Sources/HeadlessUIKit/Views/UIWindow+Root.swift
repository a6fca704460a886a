// ViewLifecycle · HeadlessUIKit

extension UIWindow {
    /// Puts the window on screen and brings its root controller on screen with it.
    func show() {
        guard !isVisible else { return }
        isVisible = true
        isHidden = false
        let world = HeadlessWorld.shared
        if windowScene == nil { windowScene = world.windowScene }
        if !world.windows.contains(where: { $0 === self }) { world.windows.append(self) }
        if world.profile.immediatePushAtLaunchSkipsRoot {
            // iOS 18.0-18.2 (trace 11): the root comes on screen with the first display, so a
            // push made in the same turn leaves the root controller untouched.
            world.enqueue { [weak self] in
                guard let self, self.isVisible, let root = self.rootViewController, !root.isOnScreen else {
                    return
                }
                self.bringOnScreen(root)
            }
        } else if let root = rootViewController {
            bringOnScreen(root)
        }
        // The first display happens once the first layout pass has run.
        world.enqueue { [weak self] in self?.hasDisplayed = true }
    }

    /// Takes the window off screen and its root controller with it.
    func hide() {
        guard isVisible else { return }
        isVisible = false
        if let root = rootViewController { takeOffScreen(root) }
    }

    /// Replaces the root controller: the old one leaves the screen at once and is released;
    /// the new one appears, finishing in the next run-loop turn after its first layout.
    func replaceRoot(with newRoot: UIViewController?) {
        let oldRoot = storedRootForReplacement
        guard oldRoot !== newRoot else { return }
        if let oldRoot {
            if isVisible {
                takeOffScreen(oldRoot)
            } else {
                oldRoot.removeViewQuietly()
            }
        }
        storedRootForReplacement = newRoot
        if isVisible, let newRoot { bringOnScreen(newRoot) }
    }

    /// Runs the appearance of a root controller as a non-animated window transition.
    private func bringOnScreen(_ root: UIViewController) {
        var transition = Transition(
            kind: .windowRoot, from: nil, to: root, animated: false, duration: 0, interactive: false)
        transition.install = { [self] in install(viewOf: root) }
        TransitionRunner(transition).start()
    }

    /// Takes a root controller off screen at once, as UIKit does inside the root's setter.
    private func takeOffScreen(_ root: UIViewController) {
        TransitionRunner(.removal(of: root)).start()
    }
}
