// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The modifier behind `onViewportShareChange(_:)`: the share of its content inside the viewport
/// of the scrollable it is in, told after the update that built it, after each scroll of that
/// scrollable and after each update of the modifier, whenever it changed.
struct _ViewportShareModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// Receives the share, `nil` when no scrollable encloses the view.
    let action: (Double?) -> Void

    func update(_ node: ViewNode, graph: ViewGraph) {
        let behavior = node.behavior as? ViewportShareBehavior ?? ViewportShareBehavior()
        let isNew = node.behavior !== behavior
        if isNew { node.behavior = behavior }
        behavior.action = action
        let state = ScrollState.enclosing(node)
        if isNew || state.map({ behavior.share != $0.share(of: node) }) ?? false {
            behavior.report(state?.share(of: node), into: graph)
        }
        guard let state else { return }
        state.observe(for: behavior) { [weak behavior, weak node, weak graph, weak state] _ in
            guard let behavior, let node, let graph, let state, node.isMounted else { return false }
            let share = state.share(of: node)
            if share != behavior.share {
                behavior.report(share, into: graph)
                if !graph.isUpdating { graph.runActions() }
            }
            return true
        }
    }
}

/// What an `onViewportShareChange` view last reported, and the action of its latest update.
final class ViewportShareBehavior: NodeBehavior {
    /// The share last reported (`nil`: no scrollable, or nothing reported yet).
    var share: Double?
    /// The action of the latest update.
    var action: (Double?) -> Void = { _ in }

    /// Remembers `share` and queues the latest action with it.
    func report(_ share: Double?, into graph: ViewGraph) {
        self.share = share
        graph.actions.main.append { [weak self] in self?.action(share) }
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
