// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Issue 32: `List($items) { $item in … }`, each row bound to its element.
    @Suite(.serialized) @MainActor struct ListBindingTests {
        struct Checklist: View {
            @State private var items = [
                ChecklistItem(id: 1, title: "Milk"), ChecklistItem(id: 2, title: "Eggs"),
            ]

            var body: some View {
                List($items) { $item in
                    Toggle(item.title, isOn: $item.isDone)
                }
                .onChange(of: items.map(\.isDone)) { _, done in log("done \(done)") }
            }
        }

        @Test("each row edits its own element through its binding", .enabled(if: Driver.drivesUserActions))
        func writesTheElement() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Checklist()))
            try Driver.tap("Milk")
            try Driver.tap("Eggs")
            #expect(events.take() == ["done [true, false]", "done [true, true]"])
        }
    }
}
