// ViewLifecycle · HeadlessTestSupport

/// A representable that logs each requirement SwiftUI calls, and remembers its objects weakly.
public struct LoggedRepresentable: UIViewControllerRepresentable {
    let name: String
    var value: Int
    var readsScenePhase: Bool

    /// Creates a representable that logs under `name`.
    ///
    /// - Parameters:
    ///   - name: The representable's name in the log and in `Objects`.
    ///   - value: A value its updates log, so a test sees which update came through.
    ///   - readsScenePhase: Whether its updates read and log the environment's scene phase.
    public init(name: String, value: Int = 0, readsScenePhase: Bool = false) {
        self.name = name
        self.value = value
        self.readsScenePhase = readsScenePhase
    }

    /// Logs `"<name> makeCoordinator"` and records the coordinator.
    public func makeCoordinator() -> LoggedCoordinator {
        log("\(name) makeCoordinator")
        let coordinator = LoggedCoordinator(name: name)
        Objects.shared.coordinators[name] = Weak(coordinator)
        return coordinator
    }

    /// Logs `"<name> makeUIViewController"` and records the controller.
    public func makeUIViewController(context: Context) -> LoggedController {
        log("\(name) makeUIViewController")
        let controller = LoggedController(name: name)
        Objects.shared.controllers[name] = Weak(controller)
        return controller
    }

    /// Logs `"<name> updateUIViewController <value>"`, with the scene phase if it reads it.
    public func updateUIViewController(_ uiViewController: LoggedController, context: Context) {
        if readsScenePhase {
            log("\(name) updateUIViewController \(value) \(context.environment.scenePhase)")
        } else {
            log("\(name) updateUIViewController \(value)")
        }
    }

    /// Logs `"<name> dismantleUIViewController"`.
    public static func dismantleUIViewController(
        _ uiViewController: LoggedController, coordinator: LoggedCoordinator
    ) {
        log("\(coordinator.name) dismantleUIViewController")
    }
}
