// ViewLifecycle · HeadlessTestSupport

/// Shows `root` in a device-sized window (an iPhone's 390 × 844 points), with the run loop run
/// until idle: what a launch does.
///
/// - Parameter root: The window's root controller.
/// - Returns: The window, visible and key.
@MainActor public func showInWindow(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    Driver.runUntilIdle()
    return window
}

/// Shows `root` in a device-sized window, launched and settled, with the launch lines taken.
///
/// Tests that are not about launch start from a screen that is already showing.
///
/// - Parameters:
///   - root: The window's root controller.
///   - log: The log whose launch lines to drop.
/// - Returns: The window, visible and key.
@MainActor public func showOnScreen(_ root: UIViewController, log: Log) -> UIWindow {
    let window = showInWindow(root)
    _ = log.take()
    return window
}
