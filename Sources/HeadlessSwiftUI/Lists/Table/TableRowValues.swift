// ViewLifecycle · HeadlessSwiftUI

/// Row content whose values a table lists: what the built-in rows (`TableRow`,
/// `TableForEachContent`) give, and a custom row content's body's.
protocol TableRowValues {
    /// The row values, in order.
    var tableRowValues: [Any] { get }
}

extension TableRowContent {
    /// The row values this content declares, in order: a custom content's are its body's.
    var rowValues: [Any] {
        if let builtIn = self as? any TableRowValues { return builtIn.tableRowValues }
        if TableRowBody.self == Never.self { return [] }
        return tableRowBody.rowValues
    }
}
