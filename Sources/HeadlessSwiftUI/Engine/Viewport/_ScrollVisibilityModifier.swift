// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The modifier behind `onScrollVisibilityChange(threshold:_:)`: after each scroll of the
/// scrollable it is in, the share of its content inside the viewport is compared with the
/// threshold, and the action runs when that answer changed. A view starts as not visible, so
/// one built inside the viewport reports `true` after the update that built it (guess, as
/// Apple's example of a video that plays when scrolled into view needs).
struct _ScrollVisibilityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let threshold: Double
    let action: (Bool) -> Void

    func update(_ node: ViewNode, graph: ViewGraph) {
        guard let state = ScrollState.enclosing(node) else { return }
        let behavior = node.behavior as? ScrollVisibilityBehavior ?? ScrollVisibilityBehavior()
        let threshold = threshold
        let action = action
        if node.behavior !== behavior {
            node.behavior = behavior
            // A view starts off screen: one laid out inside the viewport reports it at once.
            if state.fractionVisible(node) >= threshold {
                behavior.isVisible = true
                graph.actions.main.append { action(true) }
            }
        }
        state.observe(for: behavior) { [weak behavior, weak node, weak graph, weak state] _ in
            guard let behavior, let node, let graph, let state, node.isMounted else { return false }
            let visible = ViewportLayout.isAttached(node) && state.fractionVisible(node) >= threshold
            guard visible != behavior.isVisible else { return true }
            behavior.isVisible = visible
            graph.actions.main.append { action(visible) }
            if !graph.isUpdating { graph.runActions() }
            return true
        }
    }
}

/// Whether an `onScrollVisibilityChange` view was last seen visible.
final class ScrollVisibilityBehavior: NodeBehavior {
    var isVisible = false
}

extension ScrollState {
    /// The scrollable `node` is in: the nearest scroll view or list above it.
    static func enclosing(_ node: ViewNode) -> ScrollState? {
        var ancestor = node.parent
        while let current = ancestor {
            if let scroll = current.behavior as? ScrollBehavior { return scroll.state }
            if let lazy = current.behavior as? LazyContainerBehavior, let own = lazy.ownScroll { return own }
            ancestor = current.parent
        }
        return nil
    }

    /// The share of `node`'s extent inside the viewport along the scroll axis (1 when it has
    /// none, if its place is inside).
    func fractionVisible(_ node: ViewNode) -> Double {
        guard let scrollNode = self.node else { return 0 }
        let axis = mainAxis
        let start = ViewportLayout.origin(of: node, in: scrollNode, along: axis)
        let extent = ViewportLayout.extent(of: node, along: axis)
        let low = offset(along: axis)
        let high = low + viewportLength(along: axis)
        guard extent > 0 else { return start >= low && start <= high ? 1 : 0 }
        let shown = max(0, min(start + extent, high) - max(start, low))
        return Double(shown / extent)
    }
}

extension View {
    /// Adds an action to be called when the view crosses the threshold to be considered
    /// on/off screen.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public func onScrollVisibilityChange(
        threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
    )
        -> some View
    {
        modifier(_ScrollVisibilityModifier(threshold: threshold, action: action))
    }
}
