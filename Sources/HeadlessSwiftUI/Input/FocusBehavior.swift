// ViewLifecycle · HeadlessSwiftUI

/// What a `focused(...)` modifier keeps on its node: its latest target, so that focus is
/// cleared when the focused view leaves the graph, as SwiftUI does.
final class FocusBehavior: NodeBehavior {
    /// The latest modifier value of the node.
    var target: (any FocusTarget)?
    /// The graph that queues the clearing after the update that removed the node.
    weak var graph: ViewGraph?

    override func tearDown() {
        guard let target, target.isFocused, let graph else { return }
        graph.actions.main.append { target.resign() }
    }
}
