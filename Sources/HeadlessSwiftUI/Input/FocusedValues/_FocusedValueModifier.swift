// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `focusedValue(_:_:)` and `focusedSceneValue(_:_:)`: it publishes `value`
/// under `keyPath` while the view below (or one inside it) has focus, or, for the scene's
/// value, while the scene is active.
struct _FocusedValueModifier<Value>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var keyPath: WritableKeyPath<FocusedValues, Value?>
    var value: Value?
    var isScene: Bool

    /// Keeps the latest value on the node, registering the node the first time.
    func update(_ node: ViewNode, graph: ViewGraph) {
        let behavior: FocusedValueBehavior
        if let existing = node.behavior as? FocusedValueBehavior {
            behavior = existing
        } else {
            behavior = FocusedValueBehavior()
            node.behavior = behavior
            FocusedValueRegistry.registerPublisher(node)
        }
        let keyPath = keyPath
        let value = value
        behavior.publish = { $0[keyPath: keyPath] = value }
        behavior.isScene = isScene
    }
}
