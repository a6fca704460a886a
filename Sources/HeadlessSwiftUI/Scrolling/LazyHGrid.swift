// ViewLifecycle · HeadlessSwiftUI

/// A container view that arranges its child views in a grid that grows horizontally, creating items only as
/// needed.
///
/// Lazy: only the cells of the lines its scroll view shows are built (`LazyContainerBehavior`).
public struct LazyHGrid<Content>: View where Content: View {
    let layout: LazyStackLayout
    let content: Content

    /// Creates a grid with the given rows, alignment, spacing, pinning and content.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyStackLayout(axis: .horizontal, pinnedViews: pinnedViews, gridItems: rows)
        self.content = content()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension LazyHGrid: PrimitiveView {
    /// The cells of the lines its scroll view shows: built when they scroll in.
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        layout.describeRows(of: content, in: node, into: &list)
    }
}
