// ViewLifecycle · HeadlessSwiftUI

/// A container view that arranges its child views in a grid that grows horizontally, creating items only as
/// needed.
///
/// Built eagerly until issue 19: every child is created at mount.
public struct LazyHGrid<Content>: View where Content: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid with the given rows, alignment, spacing, pinning and content.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension LazyHGrid: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }
}
