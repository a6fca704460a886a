// ViewLifecycle · HeadlessSwiftUI

/// A view created from a swift tuple of view values.
///
/// Each element is a child at its position: the position is its structural identity.
@frozen public struct TupleView<T>: View {
    /// The tuple of views.
    public var value: T
    /// The elements as the builder saw them (a tuple made by hand is read by reflection).
    private var elements: [any View]?

    /// Creates a tuple view.
    ///
    /// - Parameter value: A tuple of views.
    public init(_ value: T) {
        self.value = value
    }

    init(_ value: T, children: [any View]) {
        self.value = value
        self.elements = children
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension TupleView: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        listChildren(into: &list)
    }
}

extension TupleView: ViewListContainer {
    func listChildren(into list: inout ChildList) {
        let children = elements ?? Mirror(reflecting: value).children.compactMap { $0.value as? any View }
        for (index, child) in children.enumerated() { list.append(.index(index), existential: child) }
    }
}
