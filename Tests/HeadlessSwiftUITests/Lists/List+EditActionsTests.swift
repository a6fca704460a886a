// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Issue 32: `List($items, editActions:selection:)`, a tap selecting a row.
    @Suite(.serialized) @MainActor struct ListEditActionsTests {
        struct Checklist: View {
            @State private var items = [
                ChecklistItem(id: 1, title: "Milk"), ChecklistItem(id: 2, title: "Eggs"),
            ]
            @State private var selection: Int?

            var body: some View {
                List($items, editActions: .delete, selection: $selection) { $item in
                    Text(item.title)
                }
                .onChange(of: selection) { _, selection in
                    log("selected \(selection.map(String.init) ?? "none")")
                }
            }
        }

        @Test(
            "a tap on a row selects its element's id, as the selecting list does",
            .enabled(if: Driver.drivesUserActions))
        func selectsTheRow() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Checklist()))
            try Driver.tap("Eggs")
            #expect(events.take() == ["selected 2"])
        }
    }
}
