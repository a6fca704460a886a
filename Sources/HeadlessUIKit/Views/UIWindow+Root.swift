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
            bringPresentationsBack(over: root)
        }
        // The first display happens once the first layout pass has run.
        world.enqueue { [weak self] in self?.hasDisplayed = true }
    }

    /// Takes the window off screen with everything it shows: the root controller, then each
    /// controller presented over it, bottom first (a guess by analogy with a dismissal, whose
    /// covered controllers disappear before the top one). Their views stay in the window, as a
    /// hidden window keeps its hierarchy.
    func hide() {
        guard isVisible else { return }
        isVisible = false
        guard let root = rootViewController else { return }
        for controller in [root] + root.presentationChain() {
            TransitionRunner(.removal(of: controller, removingView: false)).start()
        }
    }

    /// Brings back the presentations a hidden window kept, bottom first, each unless a
    /// full-screen presentation above it still covers it.
    private func bringPresentationsBack(over root: UIViewController) {
        for presented in root.presentationChain() where !presented.isCoveredByFullScreenPresentation {
            guard let view = presented.storedView, view.isInside(self) else { continue }
            TransitionRunner(
                Transition(
                    kind: .windowRoot, from: nil, to: presented, animated: false, duration: 0,
                    interactive: false)
            )
            .start()
        }
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

    /// Runs the appearance of a root controller as a non-animated window transition; its view
    /// goes under the presentations the window still shows.
    private func bringOnScreen(_ root: UIViewController) {
        guard !root.isCoveredByFullScreenPresentation else { return }
        var transition = Transition(
            kind: .windowRoot, from: nil, to: root, animated: false, duration: 0, interactive: false)
        transition.install = { [self] in install(viewOf: root, at: 0) }
        TransitionRunner(transition).start()
    }

    /// Takes a root controller off screen at once, as UIKit does inside the root's setter.
    private func takeOffScreen(_ root: UIViewController) {
        TransitionRunner(.removal(of: root)).start()
    }
}
