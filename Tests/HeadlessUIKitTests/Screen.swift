// ViewLifecycle · HeadlessUIKitTests

import HeadlessUIKit

/// A device-sized window showing `root`, launched and settled, with the launch lines taken.
///
/// Tests that are not about launch start from a screen that is already showing.
@MainActor func showOnScreen(_ root: UIViewController, log: Log) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    Headless.runUntilIdle()
    _ = log.take()
    return window
}
