// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

// Internal: the graph's nodes, so this file runs headlessly only.
@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Source: Headless.dump's order (issue 9), kept when the dump stopped recursing (the issue
    // "The house, part 2", item 7).
    @Suite(.serialized) @MainActor struct PreOrderNodesTests {
        @Test("a parent comes before its children, in order, each with its level")
        func parentFirst() {
            _ = Log.start()
            let tree = NodeTree("a(b(d, e), c)")
            let walked = tree.root.subtreeParentFirst.map { "\(tree.name(of: $0.node))\($0.level)" }
            #expect(walked == ["a0", "b1", "d2", "e2", "c1"])
        }
    }
}
