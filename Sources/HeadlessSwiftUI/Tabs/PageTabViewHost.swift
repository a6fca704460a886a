// ViewLifecycle · HeadlessSwiftUI

/// The platform side of a `TabView` under `tabViewStyle(.page)`: a representable whose
/// controller shows the selected page and whose coordinator, ``PageTabViewContext``, keeps a
/// hosting controller per page.
struct _PageTabViewHost: UIViewControllerRepresentable, BuiltInContainer {
    let pages: [ViewList.Element]
    let selection: TabSelectionAccess?
    /// The selection's tag at this update: a change re-renders this node.
    let selected: AnyHashable?
    let indexDisplayMode: PageTabViewStyle.IndexDisplayMode

    func makeCoordinator() -> PageTabViewContext {
        PageTabViewContext()
    }

    func makeUIViewController(context: Context) -> PageTabViewController {
        let controller = PageTabViewController()
        controller.pages = context.coordinator
        context.coordinator.controller = controller
        return controller
    }

    func updateUIViewController(_ uiViewController: PageTabViewController, context: Context) {
        let pages = context.coordinator
        pages.selection = selection
        pages.indexDisplayMode = indexDisplayMode
        pages.inherit(context.environment.wholeForChildHosts)
        pages.setPages(self.pages, selected: selected)
    }

    static func dismantleUIViewController(
        _ uiViewController: PageTabViewController, coordinator: PageTabViewContext
    ) {
        coordinator.controller = nil
    }
}
