// ViewLifecycle · HeadlessSwiftUI

/// The actions a row reveals (`swipeActions`) or a long press shows (`contextMenu`): mounted
/// beside the row so their buttons keep identity and state, shown as one element after it.
struct _RowActionsView: View, PrimitiveView {
    typealias Body = Never
    /// `SwipeActions` or `ContextMenu`.
    let role: ScreenRole
    let actions: AnyView

    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, actions)
    }
}
