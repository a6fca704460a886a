// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

// Internal: the graph's nodes, so this file runs headlessly only.
@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Source: the graph's rule "onAppear children first" (trace 23), kept when tear-down and
    // appearance stopped recursing (the issue "The house, part 2", item 7).
    @Suite(.serialized) @MainActor struct PostOrderNodesTests {
        @Test("children come before their parent, in order, and a node may drop its children")
        func childrenFirst() {
            _ = Log.start()
            let tree = NodeTree("a(b(d, e), c)")
            var names: [String] = []
            for node in tree.root.subtreeChildrenFirst {
                names.append(tree.name(of: node))
                node.children.removeAll()
            }
            #expect(names == ["d", "e", "b", "c", "a"])
            #expect(tree.root.children.isEmpty)
        }
    }
}
