// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `sheet` and `fullScreenCover`, both forms: hands the latest request to
/// its node's ``PresentationBehavior``, which presents, updates and dismisses a hosting controller.
struct _PresentationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// What to show, or `nil` when nothing is presented; its identity tells a new item.
    let presented: PresentationRequest?
    let onDismiss: (() -> Void)?
    /// Sets the binding back to `false` or `nil`.
    let clear: () -> Void

    func update(_ node: ViewNode, graph: ViewGraph) {
        let behavior = node.behavior as? PresentationBehavior ?? PresentationBehavior()
        node.behavior = behavior
        behavior.presenter = graph.host
        behavior.onDismiss = onDismiss
        behavior.clear = clear
        behavior.inherit(node.environment)
        behavior.request(presented, queue: &graph.actions)
    }
}
