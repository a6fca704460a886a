// ViewLifecycle · HeadlessSwiftUI

/// Row content whose values a table lists, each a row without children: what the built-in rows
/// (`TableRow`, `TableForEachContent`) give.
protocol TableRowValues {
    /// The row values, in order.
    var tableRowValues: [Any] { get }
}

/// Row content that makes a table's rows as outline nodes: containers of other rows, and rows
/// with children (`DisclosureTableRow`, outline groups).
protocol TableRowNodes {
    /// The rows, in order, each with its children if it has any.
    var tableRowNodes: [OutlineNode] { get }
}

extension TableRowContent {
    /// The rows this content declares, in order, each with its children if it has any: a custom
    /// content's are its body's.
    var rowNodes: [OutlineNode] {
        if let container = self as? any TableRowNodes { return container.tableRowNodes }
        if let builtIn = self as? any TableRowValues {
            return builtIn.tableRowValues.map { value in
                OutlineNode(id: tableRowID(value), value: value, children: nil)
            }
        }
        if TableRowBody.self == Never.self { return [] }
        return tableRowBody.rowNodes
    }
}

/// The id of a table row's value (always `Identifiable`: `TableRowValue` is).
func tableRowID(_ value: Any) -> AnyHashable {
    guard let identifiable = value as? any Identifiable else {
        return AnyHashable(ObjectIdentifier(Any.self))
    }
    return outlineID(identifiable)
}
