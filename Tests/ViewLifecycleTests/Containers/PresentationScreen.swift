// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    /// A tracked root that presents a popover, an inspector (each a tracked view) or an alert.
    struct PresentationScreen: View {
        /// What the root presents.
        enum Kind: String, CaseIterable, Sendable {
            case popover, inspector, alert
        }

        let kind: Kind
        let expose: (Binding<Bool>) -> Void
        @State private var presents = false

        var body: some View {
            let _ = expose($presents)
            switch kind {
            case .popover:
                TrackedScreen(name: "Root").popover(isPresented: $presents) { TrackedScreen(name: "Popover") }
            case .inspector:
                TrackedScreen(name: "Root").inspector(isPresented: $presents) {
                    TrackedScreen(name: "Inspector")
                }
            case .alert:
                TrackedScreen(name: "Root").alert("Delete?", isPresented: $presents) {}
            }
        }
    }

#endif
