// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 32: a table's rows built from blocks of rows, conditions, `ForEach`, sections,
    // disclosure rows and outline groups, and tables of tree-structured data. A compact table is
    // a list of its first column's cells, in the rows' order; a row with children is a
    // disclosure group collapsed until tapped, as in a hierarchical list.
    @Suite(.serialized) @MainActor struct TableRowsTests {
        struct Item: Identifiable {
            let id: String
            var children: [Item]?
        }

        static func nameColumn() -> TableColumn<Item, Never, some View, Text> {
            TableColumn("Name") { (item: Item) in
                Text(item.id).onAppear { log("\(item.id) onAppear") }
            }
        }

        struct Rows: View {
            let showsOptional: Bool

            var body: some View {
                Table(of: Item.self) {
                    TableRowsTests.nameColumn()
                } rows: {
                    TableRow(Item(id: "A"))
                    TableRow(Item(id: "B"))
                    if showsOptional {
                        TableRow(Item(id: "C"))
                    }
                    ForEach([Item(id: "D"), Item(id: "E")])
                    Section("Later") {
                        TableRow(Item(id: "F"))
                    }
                    Group {
                        TableRow(Item(id: "G"))
                    }
                    DisclosureTableRow(Item(id: "H")) {
                        TableRow(Item(id: "I"))
                    }
                }
            }
        }

        @Test("a block of rows lists each row in order; an if without its condition lists none")
        func blockOrder() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Rows(showsOptional: true)))
            #expect(
                events.take() == [
                    "A onAppear", "B onAppear", "C onAppear", "D onAppear", "E onAppear", "F onAppear",
                    "G onAppear", "H onAppear",
                ])
            guard Driver.drivesUserActions else { return }
            try Driver.tap("H")
            #expect(events.take() == ["I onAppear"])
        }

        @Test("a false condition's row is not listed")
        func conditionalRow() {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Rows(showsOptional: false)))
            #expect(
                events.take() == [
                    "A onAppear", "B onAppear", "D onAppear", "E onAppear", "F onAppear", "G onAppear",
                    "H onAppear",
                ])
        }

        struct Tree: View {
            let items = [
                Item(id: "Docs", children: [Item(id: "Notes"), Item(id: "Plans", children: [])]),
                Item(id: "Photo"),
            ]
            var body: some View {
                Table(items, children: \.children) {
                    TableRowsTests.nameColumn()
                }
            }
        }

        @Test("a table of tree data lists the roots; tapping a parent discloses its children")
        func treeTable() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Tree()))
            #expect(events.take() == ["Docs onAppear", "Photo onAppear"])
            guard Driver.drivesUserActions else { return }
            try Driver.tap("Docs")
            #expect(events.take() == ["Notes onAppear", "Plans onAppear"])
        }

        struct OutlineRows: View {
            var body: some View {
                Table(of: Item.self) {
                    TableRowsTests.nameColumn()
                } rows: {
                    OutlineGroup([Item(id: "Root", children: [Item(id: "Leaf")])], children: \.children)
                    TableRow(Item(id: "After"))
                }
            }
        }

        @Test("an outline group among a table's rows is a collapsed parent row")
        func outlineGroupRows() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: OutlineRows()))
            #expect(events.take() == ["Root onAppear", "After onAppear"])
            guard Driver.drivesUserActions else { return }
            try Driver.tap("Root")
            #expect(events.take() == ["Leaf onAppear"])
        }
    }
}
