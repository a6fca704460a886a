// ViewLifecycle · HeadlessUIKitTests

/// What the snippets print, as a device app prints from its overrides.
@MainActor enum SnippetLog {
    static var lines: [String] = []

    /// Returns the lines so far and empties the log.
    static func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// A controller that prints its appearance callbacks, as the snippets' device code does.
class SnippetScreen: UIViewController {
    let name: String

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        SnippetLog.lines.append("\(name) viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        SnippetLog.lines.append("\(name) viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        SnippetLog.lines.append("\(name) viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        SnippetLog.lines.append("\(name) viewDidDisappear")
    }
}

/// A window showing `root`, on screen, with the run loop run until idle and the log emptied.
@MainActor func showSnippet(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    SnippetDriver.runUntilIdle()
    _ = SnippetLog.take()
    return window
}
