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
    /// The content, or the body a custom style in the environment builds around it (with the
    /// built-in style below that body, so a `Form` it makes does not recurse).
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        guard let makeBody = node.environment[FormStyleKey.self] else {
            list.append(.content, content)
            return
        }
        let configuration = FormStyleConfiguration(content: .init(content: content))
        list.append(.content, makeBody(configuration).modifier(_FormStyleModifier(makeBody: nil)))
    }
}
