// ViewLifecycle · HeadlessSwiftUI

/// A structure that computes columns on demand from an underlying collection of identified data.
///
/// Headlessly its columns are each element's columns, in order; a compact table shows the
/// first.
@available(iOS 17.4, macOS 14.4, visionOS 1.1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TableColumnForEach<Data, ID, RowValue, Sort, Content>: TableColumnContent
where
    Data: RandomAccessCollection, ID: Hashable, RowValue == Content.TableRowValue,
    Sort == Content.TableColumnSortComparator, Content: TableColumnContent
{
    /// The type of value of rows presented by this column content.
    public typealias TableRowValue = RowValue
    /// The type of sort comparator associated with this table column content.
    public typealias TableColumnSortComparator = Sort
    /// The type of content representing the body of this table column content.
    public typealias TableColumnBody = Never

    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    /// The id of each element's columns.
    let identify: (Data.Element) -> ID

    /// Creates columns for each element of a collection of identifiable data.
    public init(
        _ data: Data,
        @TableColumnBuilder<
            TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableRowValue,
            TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableColumnSortComparator
        >
        content: @escaping (Data.Element) -> Content
    ) where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
        self.identify = { $0.id }
    }

    /// Creates columns for each element of a collection, identified by a key path.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TableColumnBuilder<
            TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableRowValue,
            TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableColumnSortComparator
        >
        content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }

    /// Creates columns for each index of a constant range.
    public init(
        _ data: Range<Int>,
        @TableColumnBuilder<
            TableColumnForEach<Range<Int>, Int, RowValue, Sort, Content>.TableRowValue,
            TableColumnForEach<Range<Int>, Int, RowValue, Sort, Content>.TableColumnSortComparator
        >
        content: @escaping (Int) -> Content
    ) where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
        self.identify = { $0 }
    }
}

@available(*, unavailable)
extension TableColumnForEach: Sendable {}

extension TableColumnForEach: TableColumnCells {
    /// Each element's columns' cells, in the collection's order.
    func cells(for row: Any) -> [AnyView] {
        data.flatMap { content($0).cells(for: row) }
    }
}
