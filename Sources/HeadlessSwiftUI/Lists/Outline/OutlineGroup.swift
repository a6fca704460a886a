// ViewLifecycle · HeadlessSwiftUI

/// A structure that computes views and disclosure groups on demand from an underlying
/// collection of tree-structured, identified data.
///
/// Headlessly each element is a row (its content) and an element with a children collection
/// is a disclosure group around the rows of its children, collapsed until its label is tapped:
/// what iOS shows for a hierarchical list. In a table it is the table's rows, with the same
/// disclosure.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct OutlineGroup<Data, ID, Parent, Leaf, Subgroup>
where Data: RandomAccessCollection, ID: Hashable {
    /// The roots' nodes, made when the outline's rows are.
    let nodes: () -> [OutlineNode]
    /// The row of one node's value (nil in a table, which makes its rows from its columns).
    let row: ((Any) -> any View)?

    /// The one initializer the public ones share.
    init(nodes: @escaping () -> [OutlineNode], row: ((Any) -> any View)?) {
        self.nodes = nodes
        self.row = row
    }
}

@available(*, unavailable)
extension OutlineGroup: Sendable {}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup
where
    ID == Data.Element.ID, Parent: View, Parent == Leaf,
    Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable
{
    /// Creates an outline group from a root element and a key path to its children.
    public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(
            nodes: { [OutlineNode.node(root, id: outlineID, children: children)] },
            row: { content($0 as! DataElement) })
    }

    /// Creates an outline group from a collection of root elements and a key path to each
    /// element's children.
    public init<DataElement>(
        _ data: Data, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(
            nodes: { OutlineNode.nodes(data, id: outlineID, children: children) },
            row: { content($0 as! DataElement) })
    }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline group from a root element, identified by a key path, and a key path
    /// to its children.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(
            nodes: { [OutlineNode.node(root, id: { AnyHashable($0[keyPath: id]) }, children: children)] },
            row: { content($0 as! DataElement) })
    }

    /// Creates an outline group from a collection of root elements, identified by a key path,
    /// and a key path to each element's children.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(
            nodes: { OutlineNode.nodes(data, id: { AnyHashable($0[keyPath: id]) }, children: children) },
            row: { content($0 as! DataElement) })
    }
}

@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup
where
    ID == Data.Element.ID, Parent: View, Parent == Leaf,
    Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable
{
    /// Creates an outline group from a binding to a root element and a key path to its
    /// children; each row gets a binding to its element.
    public init<C, E>(
        _ root: Binding<E>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    )
    where
        Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable,
        E == C.Element
    {
        self.init(
            nodes: { [OutlineNode.node(root, id: outlineID, children: children)] },
            row: { content($0 as! Binding<E>) })
    }

    /// Creates an outline group from a binding to a collection of root elements and a key path
    /// to each element's children; each row gets a binding to its element.
    public init<C, E>(
        _ data: Binding<C>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    )
    where
        Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable,
        E == C.Element
    {
        self.init(
            nodes: { OutlineNode.nodes(data, id: outlineID, children: children) },
            row: { content($0 as! Binding<E>) })
    }
}

@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline group from a binding to a root element, identified by a key path, and
    /// a key path to its children; each row gets a binding to its element.
    public init<C, E>(
        _ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(
            nodes: { [OutlineNode.node(root, id: { AnyHashable($0[keyPath: id]) }, children: children)] },
            row: { content($0 as! Binding<E>) })
    }

    /// Creates an outline group from a binding to a collection of root elements, identified by
    /// a key path, and a key path to each element's children; each row gets a binding to its
    /// element.
    public init<C, E>(
        _ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
        @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(
            nodes: { OutlineNode.nodes(data, id: { AnyHashable($0[keyPath: id]) }, children: children) },
            row: { content($0 as! Binding<E>) })
    }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    /// The rows: each root's, with its children's inside a collapsed disclosure group.
    public var body: some View {
        let row = self.row
        return OutlineRows(nodes: nodes()) { value in
            row.map { AnyView($0(value)) } ?? AnyView(EmptyView())
        }
    }
}

/// A type-erased view representing the children in an outline subgroup.
///
/// Headlessly the subgroup's children are the outline's own rows; this placeholder is never
/// shown.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct OutlineSubgroupChildren: View {
    /// The body of a primitive view.
    public typealias Body = Never
}

@available(*, unavailable)
extension OutlineSubgroupChildren: Sendable {}

extension OutlineSubgroupChildren: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {}
}
