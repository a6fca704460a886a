// ViewLifecycle · HeadlessSwiftUI

/// One toolbar item in the graph: its view, whose elements it places in the bar.
package struct _ToolbarItemView: View, PrimitiveView {
    package typealias Body = Never
    package let placement: ToolbarItemPlacement
    let content: AnyView

    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }
}
