// ViewLifecycle · HeadlessSwiftUI

/// A type that collects multiple instances of a content type into a single unit.
@frozen public struct Group<Content> {
    /// The body of a primitive view.
    public typealias Body = Never
    let content: Content
}

extension Group: View where Content: View {
    /// Creates a group of views.
    ///
    /// - Parameter content: A view builder that creates the content of this group.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: PrimitiveView where Content: View {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        listChildren(into: &list)
    }
}

extension Group: ViewListContainer where Content: View {
    func listChildren(into list: inout ChildList) {
        list.append(.content, content)
    }
}
