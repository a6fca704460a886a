// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Issue 32: `ForEach($items, editActions:)` in a list, each row editing its element.
    @Suite(.serialized) @MainActor struct ForEachEditActionsTests {
        struct Checklist: View {
            @State private var items = [
                ChecklistItem(id: 1, title: "Milk"), ChecklistItem(id: 2, title: "Eggs"),
            ]

            var body: some View {
                List {
                    ForEach($items, editActions: .all) { $item in
                        Toggle(item.title, isOn: $item.isDone)
                            .onAppear { log("\(item.title) appears") }
                    }
                }
                .onChange(of: items.map(\.isDone)) { _, done in log("done \(done)") }
            }
        }

        @Test(
            "rows appear in order and a row's binding writes its own element",
            .enabled(if: Driver.drivesUserActions))
        func writesTheElement() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Checklist()))
            try Driver.tap("Milk")
            #expect(events.take() == ["Milk appears", "Eggs appears", "done [true, false]"])
        }
    }
}
