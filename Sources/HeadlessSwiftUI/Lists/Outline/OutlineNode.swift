// ViewLifecycle · HeadlessSwiftUI

/// One element of a hierarchy as an outline shows it: its identity, the element itself, and, when
/// the element has a children collection (even an empty one), a way to make the child nodes.
///
/// Children are made only when asked for, so a collapsed row's subtree is never walked.
struct OutlineNode: Identifiable {
    /// The element's identity: its row's id and selection tag.
    let id: AnyHashable
    /// The element (or the binding to it) the row is made from.
    let value: Any
    /// The child nodes, when the element has children; `nil` for a leaf.
    let children: (() -> [OutlineNode])?
    /// The caller's expansion binding (`DisclosureTableRow`'s), else the row's own state.
    var isExpanded: Binding<Bool>? = nil
    /// The row modifiers of a table row (a context menu, say), applied to its view in order.
    var decorations: [any TableRowDecoration] = []

    /// The row's view, decorated by its row modifiers.
    @MainActor func decorated(_ row: AnyView) -> AnyView {
        decorations.reduce(row) { $1.decorate($0) }
    }

    /// The nodes of `data` and their descendants, whose children are at `children`.
    static func nodes<C: RandomAccessCollection>(
        _ data: C, id: @escaping (C.Element) -> AnyHashable, children: KeyPath<C.Element, C?>
    ) -> [OutlineNode] {
        data.map { node($0, id: id, children: children) }
    }

    /// The node of one element and its descendants.
    static func node<C: RandomAccessCollection>(
        _ element: C.Element, id: @escaping (C.Element) -> AnyHashable, children: KeyPath<C.Element, C?>
    ) -> OutlineNode {
        let descendants = element[keyPath: children].map { kids in
            { nodes(kids, id: id, children: children) }
        }
        return OutlineNode(id: id(element), value: element, children: descendants)
    }

    /// The nodes of a binding to a mutable collection: each value is a `Binding<C.Element>`
    /// writing through to its element, its children a binding to the element's children.
    static func nodes<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: @escaping (C.Element) -> AnyHashable, children: WritableKeyPath<C.Element, C?>
    ) -> [OutlineNode] {
        data.wrappedValue.indices.map { index in
            let element = Binding<C.Element>(
                get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
            return node(element, id: id, children: children)
        }
    }

    /// The node of a binding to one element and its descendants.
    static func node<C: MutableCollection & RandomAccessCollection>(
        _ element: Binding<C.Element>, id: @escaping (C.Element) -> AnyHashable,
        children: WritableKeyPath<C.Element, C?>
    ) -> OutlineNode {
        let descendants = element.wrappedValue[keyPath: children].map { kids in
            {
                let binding = Binding<C>(
                    get: { element.wrappedValue[keyPath: children] ?? kids },
                    set: { element.wrappedValue[keyPath: children] = $0 })
                return nodes(binding, id: id, children: children)
            }
        }
        return OutlineNode(id: id(element.wrappedValue), value: element, children: descendants)
    }
}

/// The rows of an outline: each node's row, with a disclosure group (collapsed until tapped,
/// as iOS shows a hierarchical list) around the rows of a node that has children.
///
/// It stands for its rows in a list, as `ForEach` does, each tagged with its node's id: a
/// list's selection selects a row by it.
struct OutlineRows: View {
    let nodes: [OutlineNode]
    /// The row of one node's value.
    let row: @MainActor (Any) -> AnyView

    typealias Body = Never

    /// The row of one node: its decorated view, inside a disclosure group when it has children.
    private func rowView(_ node: OutlineNode) -> AnyView {
        let label = node.decorated(row(node.value))
        guard let children = node.children else { return label }
        let row = self.row
        if let isExpanded = node.isExpanded {
            return AnyView(
                DisclosureGroup(isExpanded: isExpanded) {
                    OutlineRows(nodes: children(), row: row)
                } label: {
                    label
                })
        }
        return AnyView(
            DisclosureGroup {
                OutlineRows(nodes: children(), row: row)
            } label: {
                label
            })
    }
}

extension OutlineRows: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        listChildren(into: &list)
    }
}

extension OutlineRows: ViewListContainer {
    func listChildren(into list: inout ChildList) {
        for node in nodes { list.append(.element(node.id), rowView(node)) }
    }
}

/// The identity of an identifiable value as a hashable: what outlines of identifiable
/// elements key their rows by.
func outlineID<T: Identifiable>(_ value: T) -> AnyHashable {
    AnyHashable(value.id)
}
