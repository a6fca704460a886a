// ViewLifecycle · HeadlessSwiftUI

/// A type-erased view.
///
/// The wrapped view's type is part of its identity: wrapping a different type replaces the
/// child and its state, wrapping the same type updates it.
@frozen public struct AnyView: View {
    let wrapped: any View

    /// Creates an instance that type erases `view`.
    ///
    /// - Parameter view: The view to erase.
    public init<V>(_ view: V) where V: View {
        wrapped = (view as? AnyView)?.wrapped ?? view
    }

    /// Creates an instance that type erases `view`.
    ///
    /// - Parameter view: The view to erase.
    public init<V>(erasing view: V) where V: View {
        self.init(view)
    }

    /// Creates a type-erased view from a value that is a view, or returns `nil`.
    ///
    /// - Parameter value: A value that may be a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        wrapped = view
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension AnyView: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.erased, existential: wrapped)
    }
}
