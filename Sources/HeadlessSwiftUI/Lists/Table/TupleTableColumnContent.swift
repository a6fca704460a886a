// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A type of table column content that creates table columns created from a Swift tuple of
/// table columns.
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@frozen public struct TupleTableColumnContent<RowValue, Sort, T>: TableColumnContent
where RowValue: Identifiable, Sort: SortComparator {
    /// The type of value of rows presented by this column content.
    public typealias TableRowValue = RowValue
    /// The type of sort comparator associated with this table column content.
    public typealias TableColumnSortComparator = Sort
    /// The type of content representing the body of this table column content.
    public typealias TableColumnBody = Never

    /// The columns, as a tuple.
    public var value: T

    @inlinable internal init(_ value: T, valueType: RowValue.Type, sortType: Sort.Type) {
        self.value = value
    }
}

@available(*, unavailable)
extension TupleTableColumnContent: Sendable {}

extension TupleTableColumnContent: TableColumnCells {
    /// Each column's cells in the tuple's order.
    func cells(for row: Any) -> [AnyView] {
        Mirror(reflecting: value).children.flatMap { child in
            (child.value as? any TableColumnContent)?.cells(for: row) ?? []
        }
    }
}
