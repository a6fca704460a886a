// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Issue 32: `ForEach($items)` hands each row a binding to its element.
    @Suite(.serialized) @MainActor struct ForEachBindingTests {
        struct Checklist: View {
            @State private var items = [
                ChecklistItem(id: 1, title: "Milk"), ChecklistItem(id: 2, title: "Eggs"),
            ]

            var body: some View {
                VStack {
                    ForEach($items) { $item in Toggle(item.title, isOn: $item.isDone) }
                }
                .onChange(of: items.map(\.isDone)) { _, done in log("done \(done)") }
            }
        }

        @Test("a row's binding writes its own element", .enabled(if: Driver.drivesUserActions))
        func writesTheElement() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Checklist()))
            try Driver.tap("Eggs")
            try Driver.tap("Milk")
            #expect(events.take() == ["done [false, true]", "done [true, true]"])
        }
    }
}
