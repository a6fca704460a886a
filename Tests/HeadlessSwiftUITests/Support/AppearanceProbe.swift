// ViewLifecycle · HeadlessSwiftUITests

/// A zero-size representable whose controller logs only its appearance callbacks under a name:
/// it is a child of the hosting controller, so it shows where UIKit's forwarding of the host's
/// appearance falls among SwiftUI's events.
struct AppearanceProbe: UIViewControllerRepresentable {
    let name: String

    func makeUIViewController(context: Context) -> ProbeController {
        ProbeController(name: name)
    }

    func updateUIViewController(_ uiViewController: ProbeController, context: Context) {}
}

/// The controller of ``AppearanceProbe``.
final class ProbeController: UIViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("\(name) viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("\(name) viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("\(name) viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("\(name) viewDidDisappear")
    }
}
