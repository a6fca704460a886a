// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 32: what a hierarchical list and a compact table of tree data show: the roots, each
    // parent a disclosure group collapsed until tapped; row modifiers decorate the row.
    @Suite(.serialized) @MainActor struct TableOutlineScreenTests {
        struct Node: Identifiable {
            let id: String
            var children: [Node]?
        }

        static let tree = [
            Node(id: "Fruit", children: [Node(id: "Apple"), Node(id: "Pear")]),
            Node(id: "Salt"),
        ]

        @Test("a hierarchical list shows collapsed parents; a tap discloses the children")
        func hierarchicalList() throws {
            let root = List(TableOutlineScreenTests.tree, children: \.children) { Text($0.id) }
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(
                Headless.screen() == """
                    DisclosureGroup "Fruit": collapsed
                    Text "Salt"

                    """)
            try Headless.tap("Fruit")
            #expect(
                Headless.screen() == """
                    DisclosureGroup "Fruit": expanded
                      Text "Apple"
                      Text "Pear"
                    Text "Salt"

                    """)
        }

        struct Tree: View {
            @State private var selection = Set<Node.ID>()

            var body: some View {
                Table(TableOutlineScreenTests.tree, children: \.children, selection: $selection) {
                    TableColumn("Name", value: \.id)
                }
                .onChange(of: selection) { log("selection \(selection.sorted())") }
            }
        }

        @Test("a selectable compact table of tree data: a tap on a row selects it by its id")
        func treeTableSelects() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Tree()))
            #expect(
                Headless.screen() == """
                    Button "Fruit": collapsed
                    Button "Salt"

                    """)
            try Headless.tap("Salt")
            #expect(log.take() == ["selection [\"Salt\"]"])
        }

        final class Track: NSObject, Identifiable {
            let id: Int
            let title: String

            init(id: Int, title: String) {
                self.id = id
                self.title = title
            }
        }

        @Test("a string column sorted by a sort descriptor shows each row's string")
        func sortDescriptorStringColumn() {
            let tracks = [Track(id: 1, title: "Intro"), Track(id: 2, title: "Outro")]
            let root = Table(tracks, sortOrder: .constant([SortDescriptor(\Track.title)])) {
                TableColumn("Title", value: \.title)
            }
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(
                Headless.screen() == """
                    Text "Intro"
                    Text "Outro"

                    """)
        }

        @Test("a row's context menu is its view's context menu")
        func rowContextMenu() throws {
            let root = Table(of: Node.self) {
                TableColumn("Name", value: \.id)
            } rows: {
                TableRow(Node(id: "Salt")).contextMenu { Button("Rename") {} }
                TableRow(Node(id: "Pepper")).selectionDisabled()
            }
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(
                Headless.screen() == """
                    Text "Salt"
                    ContextMenu
                      Button "Rename"
                    Text "Pepper"

                    """)
            #expect(try Headless.contextMenu(on: "Salt").map(\.label) == ["Rename"])
        }
    }
}
