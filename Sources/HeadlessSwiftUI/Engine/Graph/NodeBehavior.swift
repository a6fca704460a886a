// ViewLifecycle · HeadlessSwiftUI

/// Per-identity behaviour a built-in modifier keeps on its node: what to do when the node
/// appears, disappears or leaves the graph.
///
/// Actions are queued, never run from inside an update; the queue runs them after the update.
@MainActor
package class NodeBehavior {
    /// Queues what happens when the node appears.
    func appear(into queue: inout ActionQueue) {}

    /// Queues what happens when the node disappears, into `actions`.
    func disappear(into actions: inout [() -> Void]) {}

    /// Lets go of running work (tasks) when the node leaves the graph.
    func tearDown() {}

    /// Whether the graph calls `childrenRendered(of:graph:)` after each render of the node.
    var followsRenderedChildren: Bool { false }

    /// Called once the node's children, rendered for its latest description, are rendered
    /// themselves (their subtrees built), within the same update.
    func childrenRendered(of node: ViewNode, graph: ViewGraph) {}

    /// A short description for `Headless.dump(_:)`, or `nil`.
    var dumpDescription: String? { nil }
}
