// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A type used to represent columns within a table.
///
/// Headlessly, a column is the cell it makes for each row (`TableColumnCells`); in compact width
/// the table shows only its first column's cells.
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value of rows presented by this column content.
    associatedtype TableRowValue: Identifiable = Self.TableColumnBody.TableRowValue
    /// The type of sort comparator associated with this table column content.
    associatedtype TableColumnSortComparator: SortComparator = Self.TableColumnBody.TableColumnSortComparator
    /// The type of content representing the body of this table column content.
    associatedtype TableColumnBody: TableColumnContent
    /// The composition of content that comprise the table column content.
    var tableColumnBody: Self.TableColumnBody { get }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumnContent where TableColumnBody == Never {
    /// Built-in columns have no body; the table never asks for it.
    public var tableColumnBody: Never {
        fatalError("tableColumnBody of \(Self.self) should not be called: it is a built-in column")
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Never: TableColumnContent {
    /// The sort comparator of `Never`, which is `Never` itself.
    public typealias TableColumnSortComparator = Never
    /// The column body of `Never`, which is `Never` itself.
    public typealias TableColumnBody = Never
}
