// ViewLifecycle · HeadlessSwiftUITests

/// A root that presents a sheet, or a full-screen cover, from the test's state, and logs its
/// appearance, the binding's changes and `onDismiss`.
struct ModalPresenter: View {
    let cover: Bool
    var disablesSwipe = false
    @State private var isPresented = false

    var body: some View {
        let _ = Triggers.shared.register("show") { isPresented = true }
        let _ = Triggers.shared.register("hide") { isPresented = false }
        let root = Text("Root")
            .onAppear { log("Root onAppear") }
            .onDisappear { log("Root onDisappear") }
            .onChange(of: isPresented) { _, new in log("isPresented \(new)") }
        if cover {
            root.fullScreenCover(isPresented: $isPresented, onDismiss: { log("onDismiss") }) {
                ModalContent(name: "Cover", disablesSwipe: disablesSwipe)
            }
        } else {
            root.sheet(isPresented: $isPresented, onDismiss: { log("onDismiss") }) {
                ModalContent(name: "Sheet", disablesSwipe: disablesSwipe)
            }
        }
    }
}

/// Presented content: views that log their appearance, a probe for its host's appearance
/// callbacks, and its `dismiss` as a trigger.
struct ModalContent: View {
    let name: String
    var disablesSwipe = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = Triggers.shared.register("dismiss \(name)") { dismiss() }
        Text(name)
            .onAppear { log("\(name) onAppear") }
            .onDisappear { log("\(name) onDisappear") }
            .background(AppearanceProbe(name: name))
            .interactiveDismissDisabled(disablesSwipe)
    }
}

/// An item a sheet shows.
struct SheetItem: Identifiable {
    let id: Int
}

/// A root that presents a sheet for an item, replaceable while shown.
struct ItemPresenter: View {
    @State private var item: SheetItem?

    var body: some View {
        let _ = Triggers.shared.register("item 1") { item = SheetItem(id: 1) }
        let _ = Triggers.shared.register("item 2") { item = SheetItem(id: 2) }
        let _ = Triggers.shared.register("no item") { item = nil }
        Text("Root")
            .sheet(item: $item, onDismiss: { log("onDismiss") }) { item in
                Leaf(name: "Item \(item.id)")
            }
    }
}

/// A sheet whose draft disables swiping until it is saved: the guarded view then leaves.
struct GuardedSheetPresenter: View {
    @State private var isPresented = false

    var body: some View {
        let _ = Triggers.shared.register("show") { isPresented = true }
        Text("Root").sheet(isPresented: $isPresented, onDismiss: { log("onDismiss") }) { Draft() }
    }

    private struct Draft: View {
        @State private var isDirty = true

        var body: some View {
            let _ = Triggers.shared.register("saved") { isDirty = false }
            if isDirty {
                Text("Unsaved").interactiveDismissDisabled()
            } else {
                Text("Saved")
            }
        }
    }
}
