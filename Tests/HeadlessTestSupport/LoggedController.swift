// ViewLifecycle · HeadlessTestSupport

/// A controller that logs its appearance, its load and its moves under a name, to place it among
/// SwiftUI's events.
public final class LoggedController: LoggingViewController {
    /// Creates a controller whose lines start with `name`.
    ///
    /// - Parameter name: The controller's name in the log.
    public init(name: String) { super.init(name, lines: .appearanceByName) }

    /// Not used: the tests make their controllers in code.
    public required init?(coder: NSCoder) { nil }

    /// Logs the load as `"<name> viewDidLoad"`.
    public override func viewDidLoad() {
        super.viewDidLoad()
        log("\(name) viewDidLoad")
    }

    /// Logs the move as `"<name> didMove(toParent: host)"` or `nil`.
    public override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log("\(name) didMove(toParent: \(parent == nil ? "nil" : "host"))")
    }
}
