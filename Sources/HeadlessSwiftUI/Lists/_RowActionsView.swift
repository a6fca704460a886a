// ViewLifecycle · HeadlessSwiftUI

/// The actions a row reveals (`swipeActions`) or a long press shows (`contextMenu`): mounted
/// beside the row so their buttons keep identity and state, shown as one element after it.
package struct _RowActionsView: View, PrimitiveView {
    package typealias Body = Never
    /// A swipe's actions or a context menu.
    package let role: Kind
    let actions: AnyView

    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, actions)
    }
}
