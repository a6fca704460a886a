// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `onPreferenceChange(_:perform:)`: after each update of the graph, its
/// content's value for `Key` is read, and the action runs when it changed (the first time,
/// when it is not the default: guess), after the update, as SwiftUI runs it outside the body.
struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier
where Key.Value: Equatable {
    typealias Body = Never
    let action: (Key.Value) -> Void

    func update(_ node: ViewNode, graph: ViewGraph) {
        let behavior = PreferenceActionBehavior.of(node)
        let action = action
        behavior.check = { [weak node] in
            guard let node, let graph = node.graph else { return }
            let value = PreferenceValues.value(of: Key.self, under: node)
            let previous = behavior.lastValue as? Key.Value
            behavior.lastValue = value
            if previous.map({ $0 != value }) ?? (value != Key.defaultValue) {
                graph.actions.main.append { action(value) }
            }
        }
    }
}
