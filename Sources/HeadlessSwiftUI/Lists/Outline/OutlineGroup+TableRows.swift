// ViewLifecycle · HeadlessSwiftUI

@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup
where
    ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
    Data.Element == Parent.TableRowValue
{
    /// Creates table rows of a root element and its descendants, whose children are at a key
    /// path.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>)
    where
        ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
        Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element
    {
        self.init(nodes: { [OutlineNode.node(root, id: outlineID, children: children)] }, row: nil)
    }

    /// Creates table rows of a collection's elements and their descendants, whose children are
    /// at a key path.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>)
    where
        ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
        Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element
    {
        self.init(nodes: { OutlineNode.nodes(data, id: outlineID, children: children) }, row: nil)
    }

    /// Creates table rows of a root element and its descendants, each row of an element the
    /// given content's; the rows show each element's cells.
    public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(nodes: { [OutlineNode.node(root, id: outlineID, children: children)] }, row: nil)
    }

    /// Creates table rows of a root element, identified by a key path, and its descendants.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(
            nodes: { [OutlineNode.node(root, id: { AnyHashable($0[keyPath: id]) }, children: children)] },
            row: nil)
    }

    /// Creates table rows of a collection's elements and their descendants, each row of an
    /// element the given content's.
    public init<DataElement>(
        _ data: Data, children: KeyPath<DataElement, Data?>,
        @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(nodes: { OutlineNode.nodes(data, id: outlineID, children: children) }, row: nil)
    }

    /// Creates table rows of a collection's elements, identified by a key path, and their
    /// descendants.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(
            nodes: { OutlineNode.nodes(data, id: { AnyHashable($0[keyPath: id]) }, children: children) },
            row: nil)
    }
}

@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup: TableRowContent
where
    ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
    Data.Element == Parent.TableRowValue
{
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Leaf.TableRowValue

    /// The rows: the outline's nodes.
    public var tableRowBody: some TableRowContent {
        TableOutlineRows<Leaf.TableRowValue>(nodes: nodes())
    }
}

extension OutlineGroup: TableRowNodes
where
    ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
    Data.Element == Parent.TableRowValue
{
    var tableRowNodes: [OutlineNode] { nodes() }
}

/// Table rows given as outline nodes: an outline group's or a disclosure row's body.
struct TableOutlineRows<Value>: TableRowContent, TableRowNodes where Value: Identifiable {
    let nodes: [OutlineNode]

    typealias TableRowValue = Value
    typealias TableRowBody = Never

    var tableRowNodes: [OutlineNode] { nodes }
}
