// ViewLifecycle · HeadlessSwiftUI

/// A view that arranges its children in a vertical line, creating items only as needed.
///
/// Lazy: only the rows its scroll view shows are built (`LazyContainerBehavior`).
public struct LazyVStack<Content>: View where Content: View {
    let layout: LazyStackLayout
    let content: Content

    /// Creates a lazy stack with the given spacing, alignment, pinning and content.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        layout = LazyStackLayout(axis: .vertical, pinnedViews: pinnedViews)
        self.content = content()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension LazyVStack: PrimitiveView {
    /// The rows its scroll view shows: built when they scroll in.
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        layout.describeRows(of: content, in: node, into: &list)
    }
}
