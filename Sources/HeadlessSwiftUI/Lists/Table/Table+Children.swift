// ViewLifecycle · HeadlessSwiftUI

import Foundation

// The tables of tree-structured data: a row with children is a collapsed disclosure group
// around its children's rows.

@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Table {
    /// Creates a table of a collection's rows and their children.
    public init<Data>(
        _ data: Data, children: KeyPath<Value, Data?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
        Columns.TableRowValue == Data.Element
    {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
            selection: nil,
            sortOrder: nil, columnCustomization: columnCustomization)
    }

    /// Creates a table of a collection's rows and their children that supports selecting zero or one row.
    public init<Data>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
        Columns.TableRowValue == Data.Element
    {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
            selection: ListSelection(single: selection),
            sortOrder: nil, columnCustomization: columnCustomization)
    }

    /// Creates a table of a collection's rows and their children that supports selecting multiple rows.
    public init<Data>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
        Columns.TableRowValue == Data.Element
    {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
            selection: ListSelection(multiple: selection),
            sortOrder: nil, columnCustomization: columnCustomization)
    }

    /// Creates a sortable table of a collection's rows and their children.
    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
            selection: nil,
            sortOrder: sortOrder, columnCustomization: columnCustomization)
    }

    /// Creates a sortable table of a collection's rows and their children that supports selecting zero or one row.
    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
        sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
            selection: ListSelection(single: selection),
            sortOrder: sortOrder, columnCustomization: columnCustomization)
    }

    /// Creates a sortable table of a collection's rows and their children that supports selecting multiple rows.
    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
        sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
        Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
    {
        self.init(
            rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
            selection: ListSelection(multiple: selection),
            sortOrder: sortOrder, columnCustomization: columnCustomization)
    }
}
