// ViewLifecycle · HeadlessSwiftUI

/// A container view that arranges its child views in a grid that grows horizontally, creating items only as
/// needed.
///
/// Lazy: only the cells of the lines its scroll view shows are built (`LazyContainerBehavior`).
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
    /// The cells of the lines its scroll view shows: built when they scroll in.
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        let plan = LazyRowPlan(
            content: content, axis: .horizontal, defaultExtent: LazyRowRules.lazyRowExtent,
            rowsPerLine: GridItem.count(of: rows, across: HeadlessWorld.screenBounds.height))
        LazyContainerBehavior.of(node, kind: .stack).describeRows(
            of: plan, in: node, pinningHeaders: pinnedViews.contains(.sectionHeaders), into: &list)
    }
}
