// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

// Internal: builds the graph's nodes by hand, so this file runs headlessly only.
@testable import HeadlessSwiftUI

/// Graph nodes written as text, `a(b(d, e), c)`: each node shows a `Text` of its one-letter name,
/// so the walks' tests can say in which order they met the nodes.
@MainActor final class NodeTree {
    /// The graph the nodes belong to (they hold it weakly).
    let graph = ViewGraph(rootView: EmptyView())
    /// The first node of the description.
    private(set) var root: ViewNode!

    /// Builds the nodes `description` writes; spaces are ignored.
    init(_ description: String) {
        var rest = Substring(description.filter { $0 != " " })
        root = parse(&rest)
    }

    /// A node outside the tree, named `name`.
    func node(_ name: String) -> ViewNode {
        ViewNode(
            key: ChildKey(tag: .body, type: ObjectIdentifier(Text.self)), view: Text(name),
            environment: EnvironmentValues(), parent: nil, graph: graph)
    }

    /// The name a node was built with.
    func name(of node: ViewNode) -> String {
        (node.view as? Text)?.string ?? "?"
    }

    private func parse(_ rest: inout Substring) -> ViewNode {
        let parent = node(String(rest.removeFirst()))
        guard rest.first == "(" else { return parent }
        rest.removeFirst()
        while rest.first != ")" {
            parent.children.append(parse(&rest))
            if rest.first == "," { rest.removeFirst() }
        }
        rest.removeFirst()
        return parent
    }
}
