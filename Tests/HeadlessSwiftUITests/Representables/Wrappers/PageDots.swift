// ViewLifecycle · HeadlessSwiftUITests

/// A page control as Apple's "Interfacing with UIKit" tutorial wraps one, with a closure action
/// (`addAction`) where the tutorial uses `#selector`, which needs the Objective-C runtime.
struct PageDots: UIViewRepresentable {
    var numberOfPages: Int
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> UIPageControl {
        let control = UIPageControl()
        control.accessibilityIdentifier = "dots"
        control.numberOfPages = numberOfPages
        let coordinator = context.coordinator
        control.addAction(UIAction { _ in coordinator.pageChanged(control) }, for: .valueChanged)
        return control
    }

    func updateUIView(_ uiView: UIPageControl, context: Context) {
        log("updateUIView \(currentPage)")
        context.coordinator.parent = self
        uiView.currentPage = currentPage
    }

    /// Copies the control's page into the binding.
    @MainActor final class Coordinator {
        var parent: PageDots

        init(_ parent: PageDots) { self.parent = parent }

        func pageChanged(_ control: UIPageControl) {
            log("valueChanged \(control.currentPage)")
            parent.currentPage = control.currentPage
        }
    }
}
