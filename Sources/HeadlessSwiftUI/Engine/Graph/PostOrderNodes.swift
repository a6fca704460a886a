// ViewLifecycle · HeadlessSwiftUI

/// The nodes of a subtree, each after all of its children, children in order: the order in which
/// views disappear and leave the graph (children first).
///
/// It keeps its own stack of (node, next child) pairs, so a subtree of any depth is walked on a
/// bounded native stack. A node may drop its children when it is handed out: they are done.
@MainActor
package struct PostOrderNodes: @MainActor Sequence, @MainActor IteratorProtocol {
    private var stack: [(node: ViewNode, nextChild: Int)]

    /// Walks the subtree under (and including) `root`.
    init(_ root: ViewNode) {
        stack = [(root, 0)]
    }

    package mutating func next() -> ViewNode? {
        while let top = stack.last {
            if top.nextChild < top.node.children.count {
                stack[stack.count - 1].nextChild += 1
                stack.append((top.node.children[top.nextChild], 0))
            } else {
                stack.removeLast()
                return top.node
            }
        }
        return nil
    }
}

extension ViewNode {
    /// This subtree's nodes, children before their parent.
    package var subtreeChildrenFirst: PostOrderNodes { PostOrderNodes(self) }
}
