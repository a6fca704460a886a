// ViewLifecycle · HeadlessSwiftUI

/// The rows of a `TableForEachContent`: one per value, in order.
struct TableRowList<Value>: TableRowContent, TableRowValues where Value: Identifiable {
    let values: [Value]

    typealias TableRowValue = Value
    typealias TableRowBody = Never

    var tableRowValues: [Any] { values.map { $0 } }
}
