// ViewLifecycle · HeadlessSwiftUI

/// The nodes of a subtree, each before its children, children in order, with their distance
/// from the subtree's root: the order of a dump and of a search that takes the first match.
///
/// It keeps its own stack, so a subtree of any depth is walked on a bounded native stack.
@MainActor
struct PreOrderNodes: @MainActor Sequence, @MainActor IteratorProtocol {
    private var stack: [(node: ViewNode, level: Int)]

    /// Walks the subtree under (and including) `root`, which is at level 0.
    init(_ root: ViewNode) {
        stack = [(root, 0)]
    }

    mutating func next() -> (node: ViewNode, level: Int)? {
        guard let top = stack.popLast() else { return nil }
        for child in top.node.children.reversed() { stack.append((child, top.level + 1)) }
        return top
    }
}

extension ViewNode {
    /// This subtree's nodes, each before its children, with their level below this node.
    var subtreeParentFirst: PreOrderNodes { PreOrderNodes(self) }
}
