// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Issue 32: `List($items, editActions:selection:)`, selecting a row and editing another.
    @Suite(.serialized) @MainActor struct ListEditActionsTests {
        struct Checklist: View {
            @State private var items = [
                ChecklistItem(id: 1, title: "Milk"), ChecklistItem(id: 2, title: "Eggs"),
            ]
            @State private var selection: Int?

            var body: some View {
                List($items, editActions: .delete, selection: $selection) { $item in
                    Toggle(item.title, isOn: $item.isDone)
                }
                .onChange(of: items.map(\.isDone)) { _, done in log("done \(done)") }
            }
        }

        @Test("each row edits its own element through its binding", .enabled(if: Driver.drivesUserActions))
        func writesTheElement() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Checklist()))
            try Driver.tap("Eggs")
            #expect(events.take() == ["done [false, true]"])
        }
    }
}
