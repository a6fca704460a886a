// ViewLifecycle · HeadlessSwiftUI

/// A container view that arranges its child views in a grid that grows vertically, creating items only as
/// needed.
///
/// Lazy: only the cells of the lines its scroll view shows are built (`LazyContainerBehavior`).
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
    /// The cells of the lines its scroll view shows: built when they scroll in.
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        let plan = LazyRowPlan(
            content: content, axis: .vertical, defaultExtent: LazyRowRules.lazyRowExtent,
            rowsPerLine: GridItem.count(of: columns, across: HeadlessWorld.screenBounds.width))
        LazyContainerBehavior.of(node, kind: .stack).describeRows(
            of: plan, in: node, pinningHeaders: pinnedViews.contains(.sectionHeaders), into: &list)
    }
}
