// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Issue 32: hierarchical lists. On iOS a `List(_:children:)` (an `OutlineGroup` in a list)
    // shows its roots; a row whose element has a children collection is a disclosure group,
    // collapsed until its row is tapped; a `nil` collection makes a leaf.
    @Suite(.serialized) @MainActor struct OutlineGroupTests {
        struct Node: Identifiable {
            var id: String
            var children: [Node]?
        }

        nonisolated static let tree = [
            Node(
                id: "Fruit",
                children: [Node(id: "Apple"), Node(id: "Pear", children: [Node(id: "Conference")])]),
            Node(id: "Nuts", children: []),
            Node(id: "Salt"),
        ]

        struct Hierarchy: View {
            var body: some View {
                List(OutlineGroupTests.tree, children: \.children) { node in
                    Text(node.id).onAppear { log("\(node.id) onAppear") }
                }
            }
        }

        @Test("the roots appear collapsed; tapping a row discloses its children, level by level")
        func rootsThenChildren() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Hierarchy()))
            #expect(events.take() == ["Fruit onAppear", "Nuts onAppear", "Salt onAppear"])
            guard Driver.drivesUserActions else { return }
            try Driver.tap("Fruit")
            #expect(events.take() == ["Apple onAppear", "Pear onAppear"])
            try Driver.tap("Pear")
            #expect(events.take() == ["Conference onAppear"])
        }

        struct Outline: View {
            @State private var tree = OutlineGroupTests.tree

            var body: some View {
                List {
                    OutlineGroup($tree, id: \.id, children: \.children) { $node in
                        Button(node.id) { node.id += "!" }
                    }
                }
                .onChange(of: tree.map(\.id)) { _, ids in log("roots \(ids)") }
            }
        }

        @Test(
            "an outline group of a binding gives each row a binding to its element",
            .enabled(if: Driver.drivesUserActions))
        func rowsWriteThroughBindings() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Outline()))
            try Driver.tap("Salt")
            #expect(events.take() == ["roots [\"Fruit\", \"Nuts\", \"Salt!\"]"])
        }

        struct SingleRoot: View {
            var body: some View {
                List {
                    OutlineGroup(OutlineGroupTests.tree[0], children: \.children) { node in
                        Text(node.id).onAppear { log("\(node.id) onAppear") }
                    }
                }
            }
        }

        @Test("an outline group of one root shows only that root until it is disclosed")
        func singleRoot() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: SingleRoot()))
            #expect(events.take() == ["Fruit onAppear"])
        }
    }
}
