// ViewLifecycle · HeadlessTestSupport

import HeadlessUIKit

/// Shows `root` in a device-sized window, launched and settled, with the launch lines taken.
///
/// Tests that are not about launch start from a screen that is already showing.
///
/// - Parameters:
///   - root: The window's root controller.
///   - log: The log whose launch lines to drop.
/// - Returns: The window, visible and key.
@MainActor public func showOnScreen(_ root: UIViewController, log: Log) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    Headless.runUntilIdle()
    _ = log.take()
    return window
}
