// ViewLifecycle · HeadlessSwiftUITests

import Testing

// Source: DESIGN.md "ForEach and .id" (children keyed by id, never by position) and
// traces/10-swiftui-container-onappear-rules-ole-begemann.md (ScrollView/VStack rows all appear).
extension SwiftUITests {
    @Suite(.serialized) @MainActor struct ForEachTests {
        struct List: View {
            let ids: [Int]

            var body: some View {
                VStack {
                    ForEach(ids, id: \.self) { id in Counter(name: "row\(id)") }
                }
            }
        }

        @Test("rows are matched by id: a reorder keeps every row's state, a removal ends only that row")
        func keyedRows() {
            let log = Log.start()
            let host = UIHostingController(rootView: List(ids: [1, 2, 3]))
            _ = showInWindow(host)
            #expect(log.take() == ["row1 onAppear 0", "row2 onAppear 0", "row3 onAppear 0"])
            Triggers.shared.tap("row2")
            Driver.runUntilIdle()
            #expect(log.take() == ["row2 onChange 0 -> 1"])
            host.rootView = List(ids: [3, 2, 1])
            Driver.runUntilIdle()
            #expect(log.take() == [])
            host.rootView = List(ids: [3, 1])
            Driver.runUntilIdle()
            #expect(log.take() == ["row2 onDisappear 1"])
            host.rootView = List(ids: [3, 1, 2])
            Driver.runUntilIdle()
            #expect(log.take() == ["row2 onAppear 0"])
        }

        struct Models: View {
            let rows: [RowModel]

            var body: some View {
                ForEach(rows) { row in Text(row.title).onAppear { log("\(row.id) onAppear") } }
            }
        }

        @Test("Identifiable data is keyed by its id")
        func identifiable() {
            let log = Log.start()
            let rows = [RowModel(id: 7, title: "a"), RowModel(id: 8, title: "b")]
            _ = showInWindow(UIHostingController(rootView: Models(rows: rows)))
            #expect(log.take() == ["7 onAppear", "8 onAppear"])
        }
    }
}
