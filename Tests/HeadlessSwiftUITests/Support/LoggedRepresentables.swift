// ViewLifecycle · HeadlessSwiftUITests

/// A controller that logs its appearance, its load and its moves under a name, to place it among
/// SwiftUI's events.
final class LoggedController: LoggingViewController {
    init(name: String) { super.init(name, lines: .appearanceByName) }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        log("\(name) viewDidLoad")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log("\(name) didMove(toParent: \(parent == nil ? "nil" : "host"))")
    }
}

/// The coordinator of ``LoggedRepresentable``; tests watch it with weak references.
final class LoggedCoordinator {
    let name: String
    init(name: String) { self.name = name }
}

/// A representable that logs each requirement SwiftUI calls, and remembers its objects weakly.
struct LoggedRepresentable: UIViewControllerRepresentable {
    let name: String
    var value = 0
    var readsScenePhase = false

    func makeCoordinator() -> LoggedCoordinator {
        log("\(name) makeCoordinator")
        let coordinator = LoggedCoordinator(name: name)
        Objects.shared.coordinators[name] = Weak(coordinator)
        return coordinator
    }

    func makeUIViewController(context: Context) -> LoggedController {
        log("\(name) makeUIViewController")
        let controller = LoggedController(name: name)
        Objects.shared.controllers[name] = Weak(controller)
        return controller
    }

    func updateUIViewController(_ uiViewController: LoggedController, context: Context) {
        if readsScenePhase {
            log("\(name) updateUIViewController \(value) \(context.environment.scenePhase)")
        } else {
            log("\(name) updateUIViewController \(value)")
        }
    }

    static func dismantleUIViewController(
        _ uiViewController: LoggedController, coordinator: LoggedCoordinator
    ) {
        log("\(coordinator.name) dismantleUIViewController")
    }
}

/// A representable holding a closure: closures never compare equal, so every parent update
/// updates it, as in SwiftUI.
struct ClosureRepresentable: UIViewControllerRepresentable {
    let action: () -> Void

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
        log("closure updateUIViewController")
    }
}

/// A represented `UIView` with a coordinator.
struct LoggedViewRepresentable: UIViewRepresentable {
    let name: String

    func makeCoordinator() -> LoggedCoordinator {
        log("\(name) makeCoordinator")
        return LoggedCoordinator(name: name)
    }

    func makeUIView(context: Context) -> UILabel {
        log("\(name) makeUIView")
        let label = UILabel()
        Objects.shared.views[name] = Weak(label)
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        log("\(name) updateUIView")
    }

    static func dismantleUIView(_ uiView: UILabel, coordinator: LoggedCoordinator) {
        log("\(coordinator.name) dismantleUIView")
    }
}

/// Weak references to the objects representables made, by name, for leak checks.
@MainActor final class Objects {
    static let shared = Objects()
    var coordinators: [String: Weak<LoggedCoordinator>] = [:]
    var controllers: [String: Weak<LoggedController>] = [:]
    var views: [String: Weak<UILabel>] = [:]
}
