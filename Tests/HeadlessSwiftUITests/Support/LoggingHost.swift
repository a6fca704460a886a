// ViewLifecycle · HeadlessSwiftUITests

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
