// ViewLifecycle · HeadlessSwiftUI

/// A view that arranges its subviews so that each subview overlays the one before it.
///
/// Layout is not computed headlessly; the stack keeps its parameters and its children's identity.
@frozen public struct ZStack<Content>: View where Content: View {
    let alignment: Alignment
    let content: Content

    /// Creates an instance with the given alignment and content.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the subviews in this stack.
    ///   - content: A view builder that creates the content of this stack.
    public init(
        alignment: Alignment = .center, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.content = content()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension ZStack: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }
}
