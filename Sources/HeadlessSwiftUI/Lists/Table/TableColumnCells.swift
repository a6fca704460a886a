// ViewLifecycle · HeadlessSwiftUI

/// Column content that makes its columns' cells for a row: what the built-in columns give.
@MainActor
protocol TableColumnCells {
    /// One cell per column, in order, for `row` (a value of the table's row type).
    func cells(for row: Any) -> [AnyView]
}

extension TableColumnContent {
    /// The cells this content's columns make for `row`, in order: a custom content's are its
    /// body's.
    @MainActor func cells(for row: Any) -> [AnyView] {
        if let builtIn = self as? any TableColumnCells { return builtIn.cells(for: row) }
        if TableColumnBody.self == Never.self { return [] }
        return tableColumnBody.cells(for: row)
    }
}
