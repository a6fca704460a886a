// ViewLifecycle · HeadlessSwiftUI

extension Optional: View where Wrapped: View {
    /// The body of a primitive view.
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        if case .some(let content) = self { list.append(.some, content) }
    }
}
