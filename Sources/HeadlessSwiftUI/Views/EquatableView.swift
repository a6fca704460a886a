// ViewLifecycle · HeadlessSwiftUI

/// A view type that compares itself against its previous value and prevents its child updating
/// if its new value is the same as its old value.
@frozen public struct EquatableView<Content>: View where Content: Equatable, Content: View {
    /// The view to compare.
    public var content: Content

    /// Creates a new view that compares itself with `==`.
    ///
    /// - Parameter content: The view to compare.
    public init(content: Content) {
        self.content = content
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension EquatableView: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }
}

extension View where Self: Equatable {
    /// Prevents the view from updating its child view when its new value is the same as its old
    /// value.
    ///
    /// - Returns: The view, compared with `==` before its body is re-run.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
