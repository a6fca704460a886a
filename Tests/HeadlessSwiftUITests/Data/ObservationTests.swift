// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Source: issue 9 "a read in body subscribes exactly that view, so a write re-runs only the views
    // that read the property"; apple-api.md 2.11 (Bindable, environment objects).
    @Suite(.serialized) @MainActor struct ObservationTests {
        struct Rows: View {
            let rows: [RowModel]

            var body: some View {
                let _ = log("Rows body")
                ForEach(rows) { row in RowView(row: row) }
            }
        }

        struct RowView: View {
            let row: RowModel

            var body: some View {
                let _ = log("row \(row.id) body")
                Text(row.title)
            }
        }

        @Test("a model write re-runs only the view that read the property")
        func onlyReaders() {
            let log = Log.start()
            let rows = (1...3).map { RowModel(id: $0, title: "t\($0)") }
            _ = showInWindow(UIHostingController(rootView: Rows(rows: rows)))
            #expect(log.take() == ["Rows body", "row 1 body", "row 2 body", "row 3 body"])
            rows[1].title = "changed"
            rows[1].title = "changed again"
            Driver.runUntilIdle()
            #expect(log.take() == ["row 2 body"])
        }

        struct Editor: View {
            @Bindable var row: RowModel

            var body: some View {
                let _ = log("Editor body \(row.title)")
                Field(text: $row.title)
            }
        }

        struct Field: View {
            @Binding var text: String

            var body: some View {
                let _ = Triggers.shared.register("type") { text = "typed" }
                Text(text)
            }
        }

        @Test("a binding from @Bindable writes the model, which re-runs its readers")
        func bindable() {
            let log = Log.start()
            let row = RowModel(id: 1, title: "old")
            _ = showInWindow(UIHostingController(rootView: Editor(row: row)))
            #expect(log.take() == ["Editor body old"])
            Triggers.shared.tap("type")
            Driver.runUntilIdle()
            #expect(row.title == "typed")
            #expect(log.take() == ["Editor body typed"])
        }

        struct Reader: View {
            @Environment(Flag.self) private var flag

            var body: some View {
                let _ = log("Reader body \(flag.isOn)")
                EmptyView()
            }
        }

        @Test("an @Observable object placed with environment(_:) is read with @Environment(Type.self)")
        func environmentObject() {
            let log = Log.start()
            let flag = Flag()
            _ = showInWindow(UIHostingController(rootView: VStack { Reader() }.environment(flag)))
            #expect(log.take() == ["Reader body false"])
            flag.isOn = true
            Driver.runUntilIdle()
            #expect(log.take() == ["Reader body true"])
        }
    }
}
