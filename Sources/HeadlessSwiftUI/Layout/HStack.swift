// ViewLifecycle · HeadlessSwiftUI

/// A view that arranges its subviews in a horizontal line.
///
/// Layout is not computed headlessly; the stack keeps its parameters and its children's identity.
@frozen public struct HStack<Content>: View where Content: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates an instance with the given alignment, spacing and content.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the subviews in this stack.
    ///   - spacing: The distance between adjacent subviews, or `nil` for the default.
    ///   - content: A view builder that creates the content of this stack.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension HStack: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }
}
