// ViewLifecycle · HeadlessSwiftUI

/// One row of a list with a selection: its content, tappable to select the row.
struct _SelectableRow: View, PrimitiveView {
    typealias Body = Never
    /// The row's tag; a row without one cannot be selected.
    let tag: AnyHashable?
    let selection: ListSelection
    let content: any View

    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, existential: content)
    }
}
