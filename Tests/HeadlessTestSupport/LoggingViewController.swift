// ViewLifecycle · HeadlessTestSupport

/// A controller that prints each lifecycle override into the shared `Log`, as device apps print
/// from their overrides, and notes why it was appearing or disappearing in each callback.
open class LoggingViewController: UIViewController {
    /// The name that starts each of its log lines.
    public let name: String
    /// Which callbacks it prints, and how.
    public let lines: Lines
    /// The `isMoving…`/`isBeing…` flags seen inside each callback, by callback name.
    public private(set) var motion: [String: Motion] = [:]

    /// Creates a controller whose log lines start with `name`.
    ///
    /// - Parameters:
    ///   - name: The name, such as `"A"`, that its lines start with.
    ///   - lines: Which callbacks it prints, and how; every callback unless told.
    public init(_ name: String, lines: Lines = .everyCallback) {
        self.name = name
        self.lines = lines
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the tests create controllers in code.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        fatalError("not used: these tests create controllers in code")
    }

    private func log(_ callback: String, _ kind: Log.Kind, animated: Bool? = nil) {
        motion[callback] = Motion(of: self)
        switch lines {
        case .everyCallback:
            Log.shared.append("\(name) \(callback)", kind: kind, animated: animated)
        case .appearanceByName:
            guard kind == .appearance, callback != "viewIsAppearing(_:)" else { return }
            Log.shared.append("\(name) \(callback.prefix { $0 != "(" })", kind: kind, animated: animated)
        }
    }

    open override func loadView() {
        log("loadView()", .load)
        super.loadView()
    }

    open override func viewDidLoad() {
        log("viewDidLoad()", .load)
        super.viewDidLoad()
    }

    open override func viewWillAppear(_ animated: Bool) {
        log("viewWillAppear(_:)", .appearance, animated: animated)
        super.viewWillAppear(animated)
    }

    open override func viewIsAppearing(_ animated: Bool) {
        log("viewIsAppearing(_:)", .appearance, animated: animated)
        super.viewIsAppearing(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        log("viewDidAppear(_:)", .appearance, animated: animated)
        super.viewDidAppear(animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        log("viewWillDisappear(_:)", .appearance, animated: animated)
        super.viewWillDisappear(animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        log("viewDidDisappear(_:)", .appearance, animated: animated)
        super.viewDidDisappear(animated)
    }

    open override func viewWillLayoutSubviews() {
        log("viewWillLayoutSubviews()", .layout)
        super.viewWillLayoutSubviews()
    }

    open override func viewDidLayoutSubviews() {
        log("viewDidLayoutSubviews()", .layout)
        super.viewDidLayoutSubviews()
    }

    open override func willMove(toParent parent: UIViewController?) {
        log("willMove(toParent:)", .containment)
        super.willMove(toParent: parent)
    }

    open override func didMove(toParent parent: UIViewController?) {
        log("didMove(toParent:)", .containment)
        super.didMove(toParent: parent)
    }

    deinit {
        // Released by the runtime on the main thread, where the log lives.
        let name = self.name
        MainActor.assumeIsolated { Log.shared.appendDeinit(name) }
    }
}
