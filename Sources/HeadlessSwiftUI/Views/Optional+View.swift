// ViewLifecycle · HeadlessSwiftUI

extension Optional: View where Wrapped: View {
    /// The body of a primitive view.
    public typealias Body = Never
}

/// An `Optional` view, recognised by its type: a dynamic cast of an optional value would look
/// through it to the wrapped view.
@MainActor
protocol OptionalView {
    /// Describes the child of an optional view given as `Any`: the wrapped view when `.some`.
    static func makeChildren(of value: Any, into list: inout ChildList)
}

extension Optional: OptionalView where Wrapped: View {
    static func makeChildren(of value: Any, into list: inout ChildList) {
        if case .some(let content) = value as? Wrapped? ?? nil { list.append(.some, content) }
    }
}
