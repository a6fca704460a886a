// ViewLifecycle · HeadlessSwiftUI

/// A layout applied to its content: a container whose one child is the content, so the
/// content's views keep their identity whatever the layout is (the layout is stored, not run).
struct _LayoutRoot<L: Layout, Content: View>: View {
    typealias Body = Never
    /// The layout, kept for readers of the graph (nothing computes it).
    let layout: L
    let content: Content
}

extension _LayoutRoot: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }
}
