// ViewLifecycle · HeadlessSwiftUI

import Foundation

// The tables whose column customization (visibility, order) a binding keeps.

@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Table {
    /// Creates a table with the given columns and rows, keeping the column customization in a
    /// binding.
    public init(
        of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), selection: nil, sortOrder: nil,
            columnCustomization: columnCustomization)
    }

    /// Creates a table with the given columns and rows, keeping the column customization in a
    /// binding that supports selecting zero or one row.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), selection: ListSelection(single: selection), sortOrder: nil,
            columnCustomization: columnCustomization)
    }

    /// Creates a table with the given columns and rows, keeping the column customization in a
    /// binding that supports selecting multiple rows.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), selection: ListSelection(multiple: selection), sortOrder: nil,
            columnCustomization: columnCustomization)
    }

    /// Creates a sortable table with the given columns and rows, keeping the column
    /// customization in a binding.
    public init<Sort>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: nil, sortOrder: sortOrder,
            columnCustomization: columnCustomization)
    }

    /// Creates a sortable table with the given columns and rows, keeping the column
    /// customization in a binding that supports selecting zero or one row.
    public init<Sort>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: ListSelection(single: selection),
            sortOrder: sortOrder,
            columnCustomization: columnCustomization)
    }

    /// Creates a sortable table with the given columns and rows, keeping the column
    /// customization in a binding that supports selecting multiple rows.
    public init<Sort>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(
            rows: rows(), columns: columns(), selection: ListSelection(multiple: selection),
            sortOrder: sortOrder,
            columnCustomization: columnCustomization)
    }

    /// Creates a table of a collection's rows, keeping the column customization in a
    /// binding.
    public init<Data>(
        _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: nil, sortOrder: nil,
            columnCustomization: columnCustomization)
    }

    /// Creates a table of a collection's rows, keeping the column customization in a
    /// binding that supports selecting zero or one row.
    public init<Data>(
        _ data: Data, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(),
            selection: ListSelection(single: selection), sortOrder: nil,
            columnCustomization: columnCustomization)
    }

    /// Creates a table of a collection's rows, keeping the column customization in a
    /// binding that supports selecting multiple rows.
    public init<Data>(
        _ data: Data, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(),
            selection: ListSelection(multiple: selection), sortOrder: nil,
            columnCustomization: columnCustomization)
    }

    /// Creates a sortable table of a collection's rows, keeping the column customization in a
    /// binding.
    public init<Data, Sort>(
        _ data: Data, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: nil, sortOrder: sortOrder,
            columnCustomization: columnCustomization)
    }

    /// Creates a sortable table of a collection's rows, keeping the column customization in a
    /// binding that supports selecting zero or one row.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(),
            selection: ListSelection(single: selection), sortOrder: sortOrder,
            columnCustomization: columnCustomization)
    }

    /// Creates a sortable table of a collection's rows, keeping the column customization in a
    /// binding that supports selecting multiple rows.
    public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(),
            selection: ListSelection(multiple: selection), sortOrder: sortOrder,
            columnCustomization: columnCustomization)
    }
}
