// ViewLifecycle · HeadlessSnapshotTesting

/// Shows a controller in a device-sized window for as long as a snapshot takes, settled, then
/// closes the window, so a snapshot leaves no screen behind for the next one.
@MainActor
enum SnapshotWindow {
    /// Shows `controller` in an iPhone-sized window (390 × 844 points), key and visible, runs
    /// until idle, returns what `body` makes of it, then closes the window and runs until idle.
    static func showing<Result>(_ controller: UIViewController, _ body: () -> Result) -> Result {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        let result = body()
        window.rootViewController = nil
        window.isHidden = true
        Headless.runUntilIdle()
        return result
    }
}
