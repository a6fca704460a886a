// ViewLifecycle · HeadlessSwiftUITests

/// A share button as apps wrap one: the representable's controller shows a UIKit button that
/// presents a share sheet from the controller; the coordinator hears how sharing ended.
struct ShareButton: UIViewControllerRepresentable {
    let text: String

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        let coordinator = context.coordinator
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Share") { [text] _ in
                let sheet = UIActivityViewController(activityItems: [text], applicationActivities: nil)
                sheet.excludedActivityTypes = [.print]
                sheet.completionWithItemsHandler = { type, completed, _, _ in
                    coordinator.finished(type, completed: completed)
                }
                log("present share sheet")
                controller.present(sheet, animated: true)
            })
        controller.view.addSubview(button)
        return controller
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}

    /// Logs how sharing ended.
    @MainActor final class Coordinator {
        func finished(_ type: UIActivity.ActivityType?, completed: Bool) {
            log("shared \(type?.rawValue ?? "nothing") \(completed)")
        }
    }
}
