// ViewLifecycle · HeadlessSwiftUITests

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
