// ViewLifecycle · HeadlessSwiftUI

import Foundation

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Table {
    /// Creates a table that computes its rows based on a collection of identifiable data.
    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element
    {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil, sortOrder: nil)
    }

    /// Creates a table that computes its rows based on a collection of identifiable data, and
    /// that supports selecting zero or one row.
    public init<Data>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(),
            selection: ListSelection(single: selection),
            sortOrder: nil)
    }

    /// Creates a table that computes its rows based on a collection of identifiable data, and
    /// that supports selecting multiple rows.
    public init<Data>(
        _ data: Data, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(),
            selection: ListSelection(multiple: selection), sortOrder: nil)
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable
    /// data.
    public init<Data, Sort>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: nil, sortOrder: sortOrder)
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable
    /// data, and that supports selecting zero or one row.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(),
            selection: ListSelection(single: selection),
            sortOrder: sortOrder)
    }

    /// Creates a sortable table that computes its rows based on a collection of identifiable
    /// data, and that supports selecting multiple rows.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(),
            selection: ListSelection(multiple: selection), sortOrder: sortOrder)
    }
}
