// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The modifier behind `onScrollGeometryChange(for:of:action:)`: after each scroll of the scroll
/// view or list below it, the transformed geometry is compared with the last one and the action
/// runs with both when it changed.
struct _ScrollGeometryChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (ScrollGeometry) -> Value
    let action: (Value, Value) -> Void

    func update(_ node: ViewNode, graph: ViewGraph) {
        guard let state = ScrollState.first(below: node) else { return }
        let behavior = node.behavior as? ScrollGeometryBehavior<Value> ?? ScrollGeometryBehavior<Value>()
        if node.behavior !== behavior {
            node.behavior = behavior
            behavior.value = transform(state.geometry)
        }
        let transform = transform
        let action = action
        state.observe(for: behavior) { [weak behavior, weak node, weak graph] geometry in
            guard let behavior, let node, let graph, node.isMounted else { return false }
            let new = transform(geometry)
            guard let old = behavior.value, old != new else { return true }
            behavior.value = new
            graph.actions.main.append { action(old, new) }
            // A scroll outside an update (the driver's) runs it now, as the scroll's frame would.
            if !graph.isUpdating { graph.runActions() }
            return true
        }
    }
}

/// The last transformed geometry an `onScrollGeometryChange` saw.
final class ScrollGeometryBehavior<Value>: NodeBehavior {
    var value: Value?
}

extension View {
    /// Adds an action to be performed when a value, created from a scroll geometry, changes.
    ///
    /// Headless: the geometry changes when the driver or `scrollTo` scrolls; the content size is
    /// the viewport's estimate (`ViewportLayout`).
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public func onScrollGeometryChange<T>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View where T: Equatable {
        modifier(_ScrollGeometryChangeModifier(transform: transform, action: action))
    }
}
