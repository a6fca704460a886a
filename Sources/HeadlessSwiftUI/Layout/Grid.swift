// ViewLifecycle · HeadlessSwiftUI

/// A container view that arranges other views in a two dimensional layout.
///
/// Layout is not computed headlessly; its rows keep their identity and show in order.
@frozen public struct Grid<Content> where Content: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid with the specified spacing, alignment, and child views.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the child views within the space allocated for a given cell.
    ///   - horizontalSpacing: The horizontal distance between each cell.
    ///   - verticalSpacing: The vertical distance between each cell.
    ///   - content: A view builder that creates the grid's rows.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

extension Grid: View {
    /// The body of a primitive view.
    public typealias Body = Never
}

extension Grid: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }
}
