// ViewLifecycle · HeadlessSwiftUITests

/// A root that presents a popover, or an inspector, from the test's state and logs its views'
/// appearance.
struct PopoverPresenter: View {
    let inspector: Bool
    @State private var isPresented = false

    var body: some View {
        let _ = Triggers.shared.register("show") { isPresented = true }
        let _ = Triggers.shared.register("hide") { isPresented = false }
        let root = Text("Root")
            .onAppear { log("Root onAppear") }
            .onDisappear { log("Root onDisappear") }
        if inspector {
            root.inspector(isPresented: $isPresented) { ModalContent(name: "Inspector") }
        } else {
            root.popover(isPresented: $isPresented, arrowEdge: .bottom) { ModalContent(name: "Popover") }
        }
    }
}
