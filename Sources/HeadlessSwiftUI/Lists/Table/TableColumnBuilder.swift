// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A result builder that creates table column content from closures.
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@resultBuilder public struct TableColumnBuilder<RowValue, Sort>
where RowValue: Identifiable, Sort: SortComparator {
    /// Passes a sortable column through unchanged.
    @_alwaysEmitIntoClient public static func buildExpression<Content, Label>(
        _ column: TableColumn<RowValue, Sort, Content, Label>
    ) -> TableColumn<RowValue, Sort, Content, Label> where Content: View, Label: View {
        column
    }

    /// Passes an unsortable column through unchanged.
    @_alwaysEmitIntoClient @_disfavoredOverload public static func buildExpression<Content, Label>(
        _ column: TableColumn<RowValue, Never, Content, Label>
    ) -> TableColumn<RowValue, Never, Content, Label> where Content: View, Label: View {
        column
    }

    /// Passes sortable column content through unchanged.
    @_alwaysEmitIntoClient public static func buildExpression<Column>(_ column: Column) -> Column
    where
        RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator, Column: TableColumnContent
    {
        column
    }

    /// Passes unsortable column content through unchanged.
    @_alwaysEmitIntoClient @_disfavoredOverload public static func buildExpression<Column>(
        _ column: Column
    ) -> Column
    where
        RowValue == Column.TableRowValue, Column: TableColumnContent,
        Column.TableColumnSortComparator == Never
    {
        column
    }

    /// Builds one sortable column.
    @_alwaysEmitIntoClient public static func buildBlock<Column>(_ column: Column) -> Column
    where
        RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator, Column: TableColumnContent
    {
        column
    }

    /// Builds one unsortable column.
    @_alwaysEmitIntoClient @_disfavoredOverload public static func buildBlock<Column>(
        _ column: Column
    ) -> Column
    where
        RowValue == Column.TableRowValue, Column: TableColumnContent,
        Column.TableColumnSortComparator == Never
    {
        column
    }
}

@available(*, unavailable)
extension TableColumnBuilder: Sendable {}
