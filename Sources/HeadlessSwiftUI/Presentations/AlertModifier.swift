// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind every `alert`, `confirmationDialog` and `actionSheet` form: hands the
/// latest request to its node's ``AlertBehavior``.
struct _AlertModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// What to show, or `nil` when nothing is presented.
    let request: AlertRequest?
    /// Sets the binding back to `false` or `nil`.
    let clear: () -> Void

    func update(_ node: ViewNode, graph: ViewGraph) {
        let behavior = node.behavior as? AlertBehavior ?? AlertBehavior()
        node.behavior = behavior
        behavior.presenter = graph.host
        behavior.clear = clear
        behavior.request(request, queue: &graph.actions)
    }
}
