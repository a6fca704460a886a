// ViewLifecycle · HeadlessSwiftUI

/// One toolbar item in the graph: its view, whose elements it places in the bar.
struct _ToolbarItemView: View, PrimitiveView {
    typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: AnyView

    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }
}
