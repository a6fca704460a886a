// ViewLifecycle · HeadlessSwiftUITests

/// A window showing `root`, brought on screen with the run loop run until idle.
@MainActor func showInWindow(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    Driver.runUntilIdle()
    return window
}

/// A hosting controller that logs its appearance callbacks, to place SwiftUI's events among them.
final class LoggingHost<Content: View>: UIHostingController<Content> {
    override func viewWillAppear(_ animated: Bool) {
        log("host viewWillAppear")
        super.viewWillAppear(animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        log("host viewDidAppear")
        super.viewDidAppear(animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        log("host viewWillDisappear")
        super.viewWillDisappear(animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        log("host viewDidDisappear")
        super.viewDidDisappear(animated)
    }
}
