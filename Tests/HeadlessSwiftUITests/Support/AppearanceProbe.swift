// ViewLifecycle · HeadlessSwiftUITests

/// A zero-size representable whose controller logs only its appearance callbacks under a name:
/// it is a child of the hosting controller, so it shows where UIKit's forwarding of the host's
/// appearance falls among SwiftUI's events.
struct AppearanceProbe: UIViewControllerRepresentable {
    let name: String

    func makeUIViewController(context: Context) -> LoggingViewController {
        LoggingViewController(name, lines: .appearanceByName)
    }

    func updateUIViewController(_ uiViewController: LoggingViewController, context: Context) {}
}
