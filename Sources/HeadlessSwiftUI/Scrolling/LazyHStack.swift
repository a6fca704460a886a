// ViewLifecycle · HeadlessSwiftUI

/// A view that arranges its children in a horizontal line, creating items only as needed.
///
/// Built eagerly until issue 19: every child is created at mount, as in a stack (a device builds
/// only the visible ones).
public struct LazyHStack<Content>: View where Content: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy stack with the given spacing, alignment, pinning and content.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension LazyHStack: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }
}
