// ViewLifecycle · HeadlessSwiftUI

import Foundation

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Table {
    /// Creates a sortable table with the given columns and rows that supports selecting zero or
    /// one row.
    public init<Sort>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: ListSelection(single: selection),
            sortOrder: sortOrder)
    }

    /// Creates a sortable table with the given columns and rows, of values of the given type,
    /// that supports selecting zero or one row.
    public init<Sort>(
        of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: ListSelection(single: selection),
            sortOrder: sortOrder)
    }

    /// Creates a sortable table with the given columns and rows that supports selecting
    /// multiple rows.
    public init<Sort>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: ListSelection(multiple: selection),
            sortOrder: sortOrder)
    }

    /// Creates a sortable table with the given columns and rows, of values of the given type,
    /// that supports selecting multiple rows.
    public init<Sort>(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: ListSelection(multiple: selection),
            sortOrder: sortOrder)
    }
}
