// ViewLifecycle · HeadlessSwiftUI

/// A container view that arranges its child views in a grid that grows vertically, creating items only as
/// needed.
///
/// Lazy: only the cells of the lines its scroll view shows are built (`LazyContainerBehavior`).
public struct LazyVGrid<Content>: View where Content: View {
    let layout: LazyStackLayout
    let content: Content

    /// Creates a grid with the given columns, alignment, spacing, pinning and content.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        layout = LazyStackLayout(axis: .vertical, pinnedViews: pinnedViews, gridItems: columns)
        self.content = content()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension LazyVGrid: PrimitiveView {
    /// The cells of the lines its scroll view shows: built when they scroll in.
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        layout.describeRows(of: content, in: node, into: &list)
    }
}
