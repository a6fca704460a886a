// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The modifier behind `onViewportShareChange(_:)`: the share of its content inside the viewport
/// of the scrollable it is in, told after the update that built it, and then after each scroll
/// of that scrollable and each update of the modifier that changed it.
struct _ViewportShareModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// Receives the share, `nil` when no scrollable encloses the view.
    let action: (Double?) -> Void

    func update(_ node: ViewNode, graph: ViewGraph) {
        let behavior = node.behavior as? ViewportShareBehavior ?? ViewportShareBehavior()
        if node.behavior !== behavior { node.behavior = behavior }
        behavior.action = action
        // Measured once the update is over: while it runs, a new node is not yet among its
        // parent's children, so it would read as outside the graph.
        behavior.queueMeasure(of: node, into: graph)
        guard let state = ScrollState.enclosing(node) else { return }
        state.observe(for: behavior) { [weak behavior, weak node, weak graph] _ in
            guard let behavior, let node, let graph, node.isMounted else { return false }
            behavior.queueMeasure(of: node, into: graph)
            if !graph.isUpdating { graph.runActions() }
            return true
        }
    }
}

/// What an `onViewportShareChange` view last reported, and the action of its latest update.
final class ViewportShareBehavior: NodeBehavior {
    /// Whether the share was reported yet.
    private var hasReported = false
    /// The share last reported (`nil`: no scrollable).
    private var share: Double?
    /// The action of the latest update.
    var action: (Double?) -> Void = { _ in }

    /// Queues a measure of `node`'s share, told to the action the first time and when changed.
    func queueMeasure(of node: ViewNode, into graph: ViewGraph) {
        graph.actions.main.append { [weak self, weak node] in
            guard let self, let node, node.isMounted else { return }
            let share = ScrollState.enclosing(node).map { $0.share(of: node) }
            guard !hasReported || share != self.share else { return }
            hasReported = true
            self.share = share
            action(share)
        }
    }
}

extension ScrollState {
    /// The share of `node` inside the viewport; 0 for a row kept off screen, outside the graph.
    func share(of node: ViewNode) -> Double {
        ViewportLayout.isAttached(node) ? fractionVisible(node) : 0
    }
}

extension View {
    /// Adds an action called with the share of this view's extent inside the visible area of its
    /// enclosing scroll view or list (0 to 1), or `nil` when none encloses it: after the update
    /// that builds the view, and then whenever a scroll or an update changes it. For
    /// ViewLifecycle's `onVisibilityChange(threshold:_:)`; not Apple API.
    package func onViewportShareChange(_ action: @escaping (Double?) -> Void) -> some View {
        modifier(_ViewportShareModifier(action: action))
    }
}
