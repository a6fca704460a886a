// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A column that displays a view for each row in a table.
///
/// Its label, sort comparator and widths are kept; its cell is what a compact table shows.
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TableColumn<RowValue, Sort, Content, Label>: TableColumnContent
where RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View {
    /// The column's header.
    let label: Label
    /// The comparator a tap on the header would sort by (`nil`: not sortable).
    let comparator: Sort?
    /// The cell of each row.
    let content: (RowValue) -> Content
    /// The widths set by `width(_:)` or `width(min:ideal:max:)`: kept, as a compact table
    /// lays out no columns.
    var widths = TableColumnWidths()

    /// The type of value of rows presented by this column content.
    public typealias TableRowValue = RowValue
    /// The type of sort comparator associated with this table column content.
    public typealias TableColumnSortComparator = Sort
    /// The type of content representing the body of this table column content.
    public typealias TableColumnBody = Never

    /// The one initializer the public ones share.
    init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.comparator = comparator
        self.content = content
    }
}

@available(*, unavailable)
extension TableColumn: Sendable {}

extension TableColumn: TableColumnCells {
    func cells(for row: Any) -> [AnyView] {
        guard let value = row as? RowValue else { return [] }
        return [AnyView(content(value))]
    }
}
