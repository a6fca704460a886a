// ViewLifecycle · HeadlessSwiftUI

/// A horizontal row in a two dimensional grid container.
@frozen public struct GridRow<Content> where Content: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a horizontal row of child views in a grid.
    ///
    /// - Parameters:
    ///   - alignment: An optional vertical alignment guide for the views in this row.
    ///   - content: The views in the row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension GridRow: View {
    /// The body of a primitive view.
    public typealias Body = Never
}

extension GridRow: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }
}
