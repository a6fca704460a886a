// ViewLifecycle · HeadlessSwiftUI

/// A container for grouping controls used for data entry, such as in settings or inspectors.
///
/// Its content is built at once (as SwiftUI's init-time builders are) and shows as it is.
public struct Form<Content>: View where Content: View {
    let content: Content

    /// Creates a form with the provided content.
    ///
    /// - Parameter content: A view builder that creates the content of this form.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension Form: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }
}
