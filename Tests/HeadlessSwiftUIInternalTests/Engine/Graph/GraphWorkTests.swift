// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

// Internal: GraphWork and GraphStep are the graph's own, so this file runs headlessly only.
@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Source: the issue "The house, part 2", item 7 (iterate where the graph recursed, keeping
    // the order of callbacks): the steps come back in the order the recursive calls had.
    @Suite(.serialized) @MainActor struct GraphWorkTests {
        /// What a step does and to which node, as "render a".
        static func describe(_ step: GraphStep, in tree: NodeTree) -> String {
            switch step {
            case .render(let node): "render \(tree.name(of: node))"
            case .appear(let node): "appear \(tree.name(of: node))"
            case .reconcile(let node, _, _): "reconcile \(tree.name(of: node))"
            case .unmount(let node): "unmount \(tree.name(of: node))"
            case .childrenRendered(let node): "children rendered \(tree.name(of: node))"
            case .updateModifier(_, let node): "update modifier \(tree.name(of: node))"
            }
        }

        @Test("a step's follow-ups come back in the order they were appended, before later steps")
        func depthFirst() {
            _ = Log.start()
            let tree = NodeTree("a(b(d, e), c)")
            var work = GraphWork()
            var taken: [String] = []
            work.append(.render(tree.root))
            while let step = work.next() {
                taken.append(Self.describe(step, in: tree))
                guard case .render(let node) = step else { continue }
                for child in node.children { work.append(.render(child)) }
            }
            #expect(taken == ["render a", "render b", "render d", "render e", "render c"])
        }

        @Test("a step appended after a node's render runs after that node's whole subtree")
        func finishingStep() {
            _ = Log.start()
            let tree = NodeTree("a(b, c)")
            var work = GraphWork()
            var taken: [String] = []
            // As `mount` does: a node's render, then its appearance; then a removal after it.
            work.append(.render(tree.root))
            work.append(.appear(tree.root))
            work.append(.unmount(tree.node("z")))
            while let step = work.next() {
                taken.append(Self.describe(step, in: tree))
                guard case .render(let node) = step else { continue }
                for child in node.children {
                    work.append(.render(child))
                    work.append(.appear(child))
                }
            }
            #expect(
                taken == [
                    "render a", "render b", "appear b", "render c", "appear c", "appear a", "unmount z",
                ])
        }
    }
}
