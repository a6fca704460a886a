// ViewLifecycle · HeadlessSwiftUI

/// A container view that arranges its child views in a grid that grows vertically, creating items only as
/// needed.
///
/// Built eagerly until issue 19: every child is created at mount.
public struct LazyVGrid<Content>: View where Content: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid with the given columns, alignment, spacing, pinning and content.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension LazyVGrid: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }
}
