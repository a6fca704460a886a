// ViewLifecycle · ViewLifecycleTests

import Testing

/// The parent of every behaviour suite in this target, serialized as a whole: the suites share
/// one event log and one headless world.
@Suite(.serialized, .headlessWorld) @MainActor enum ModifierTests {}

/// A window showing `root`, brought on screen with the run loop run until idle.
@MainActor func showInWindow(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    Driver.runUntilIdle()
    return window
}

/// A screen whose content reports every lifecycle event under `name`.
struct TrackedScreen: View {
    let name: String

    var body: some View {
        Text(name).onLifecycle { event, context in log(name, event, context) }
    }
}
