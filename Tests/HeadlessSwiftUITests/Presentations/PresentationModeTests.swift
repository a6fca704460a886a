// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // iOS 13's presentation mode, still common in apps: `presentationMode.wrappedValue.dismiss()`
    // closes the sheet a view is in or pops it, as `dismiss()` does; at the root it is not
    // presented and does nothing (Apple's PresentationMode documentation: "Dismisses the view if
    // it is currently presented").
    @Suite(.serialized) @MainActor struct PresentationModeTests {
        struct EditSheet: View {
            @Environment(\.presentationMode) private var presentationMode

            var body: some View {
                Button("Done") { presentationMode.wrappedValue.dismiss() }
                    .onAppear { log("sheet presented: \(presentationMode.wrappedValue.isPresented)") }
                    .onDisappear { log("sheet gone") }
            }
        }

        struct Root: View {
            @Environment(\.presentationMode) private var presentationMode
            @State private var isEditing = false

            var body: some View {
                VStack {
                    Button("Edit") { isEditing = true }
                    Button("Close") { presentationMode.wrappedValue.dismiss() }
                }
                .onAppear { log("root presented: \(presentationMode.wrappedValue.isPresented)") }
                .sheet(isPresented: $isEditing, onDismiss: { log("dismissed") }) { EditSheet() }
            }
        }

        @Test(
            "a sheet's presentation mode closes it; the root's is not presented and does nothing",
            .enabled(if: Driver.drivesUserActions))
        func dismissesTheSheet() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Root()))
            #expect(events.take() == ["root presented: false"])
            try Driver.tap("Close")
            #expect(events.take() == [])
            try Driver.tap("Edit")
            #expect(events.take() == ["sheet presented: true"])
            try Driver.tap("Done")
            #expect(events.take() == ["sheet gone", "dismissed"])
        }
    }
}
