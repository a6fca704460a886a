// ViewLifecycle · HeadlessSwiftUI

// The builder's blocks of two to ten columns, as Apple declares them: each a tuple of the columns.

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumnBuilder {
    /// Builds 2 sortable columns.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1>(
        _ c0: C0, _ c1: C1
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue
    {
        TupleTableColumnContent((c0, c1), valueType: RowValue.self, sortType: Sort.self)
    }

    /// Builds 2 unsortable columns.
    @_alwaysEmitIntoClient @_disfavoredOverload public static func buildBlock<C0, C1>(
        _ c0: C0, _ c1: C1
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent,
        C0.TableColumnSortComparator == Never, C0.TableRowValue == C1.TableRowValue,
        C1.TableColumnSortComparator == Never
    {
        TupleTableColumnContent((c0, c1), valueType: RowValue.self, sortType: Never.self)
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumnBuilder {
    /// Builds 3 sortable columns.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue
    {
        TupleTableColumnContent((c0, c1, c2), valueType: RowValue.self, sortType: Sort.self)
    }

    /// Builds 3 unsortable columns.
    @_alwaysEmitIntoClient @_disfavoredOverload public static func buildBlock<C0, C1, C2>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C0.TableColumnSortComparator == Never, C0.TableRowValue == C1.TableRowValue,
        C1.TableColumnSortComparator == Never, C1.TableRowValue == C2.TableRowValue,
        C2.TableColumnSortComparator == Never
    {
        TupleTableColumnContent((c0, c1, c2), valueType: RowValue.self, sortType: Never.self)
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumnBuilder {
    /// Builds 4 sortable columns.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue
    {
        TupleTableColumnContent((c0, c1, c2, c3), valueType: RowValue.self, sortType: Sort.self)
    }

    /// Builds 4 unsortable columns.
    @_alwaysEmitIntoClient @_disfavoredOverload public static func buildBlock<C0, C1, C2, C3>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C0.TableColumnSortComparator == Never, C0.TableRowValue == C1.TableRowValue,
        C1.TableColumnSortComparator == Never, C1.TableRowValue == C2.TableRowValue,
        C2.TableColumnSortComparator == Never, C2.TableRowValue == C3.TableRowValue,
        C3.TableColumnSortComparator == Never
    {
        TupleTableColumnContent((c0, c1, c2, c3), valueType: RowValue.self, sortType: Never.self)
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumnBuilder {
    /// Builds 5 sortable columns.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4), valueType: RowValue.self, sortType: Sort.self)
    }

    /// Builds 5 unsortable columns.
    @_alwaysEmitIntoClient @_disfavoredOverload public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C0.TableColumnSortComparator == Never,
        C0.TableRowValue == C1.TableRowValue, C1.TableColumnSortComparator == Never,
        C1.TableRowValue == C2.TableRowValue, C2.TableColumnSortComparator == Never,
        C2.TableRowValue == C3.TableRowValue, C3.TableColumnSortComparator == Never,
        C3.TableRowValue == C4.TableRowValue, C4.TableColumnSortComparator == Never
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4), valueType: RowValue.self, sortType: Never.self)
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumnBuilder {
    /// Builds 6 sortable columns.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5), valueType: RowValue.self, sortType: Sort.self)
    }

    /// Builds 6 unsortable columns.
    @_alwaysEmitIntoClient @_disfavoredOverload public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent,
        C0.TableColumnSortComparator == Never, C0.TableRowValue == C1.TableRowValue,
        C1.TableColumnSortComparator == Never, C1.TableRowValue == C2.TableRowValue,
        C2.TableColumnSortComparator == Never, C2.TableRowValue == C3.TableRowValue,
        C3.TableColumnSortComparator == Never, C3.TableRowValue == C4.TableRowValue,
        C4.TableColumnSortComparator == Never, C4.TableRowValue == C5.TableRowValue,
        C5.TableColumnSortComparator == Never
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5), valueType: RowValue.self, sortType: Never.self)
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumnBuilder {
    /// Builds 7 sortable columns.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6), valueType: RowValue.self, sortType: Sort.self)
    }

    /// Builds 7 unsortable columns.
    @_alwaysEmitIntoClient @_disfavoredOverload public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C0.TableColumnSortComparator == Never, C0.TableRowValue == C1.TableRowValue,
        C1.TableColumnSortComparator == Never, C1.TableRowValue == C2.TableRowValue,
        C2.TableColumnSortComparator == Never, C2.TableRowValue == C3.TableRowValue,
        C3.TableColumnSortComparator == Never, C3.TableRowValue == C4.TableRowValue,
        C4.TableColumnSortComparator == Never, C4.TableRowValue == C5.TableRowValue,
        C5.TableColumnSortComparator == Never, C5.TableRowValue == C6.TableRowValue,
        C6.TableColumnSortComparator == Never
    {
        TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6), valueType: RowValue.self, sortType: Never.self)
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumnBuilder {
    /// Builds 8 sortable columns.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue
    {
        TupleTableColumnContent(
            (c0, c1, c2, c3, c4, c5, c6, c7), valueType: RowValue.self, sortType: Sort.self)
    }

    /// Builds 8 unsortable columns.
    @_alwaysEmitIntoClient @_disfavoredOverload public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C0.TableColumnSortComparator == Never, C0.TableRowValue == C1.TableRowValue,
        C1.TableColumnSortComparator == Never, C1.TableRowValue == C2.TableRowValue,
        C2.TableColumnSortComparator == Never, C2.TableRowValue == C3.TableRowValue,
        C3.TableColumnSortComparator == Never, C3.TableRowValue == C4.TableRowValue,
        C4.TableColumnSortComparator == Never, C4.TableRowValue == C5.TableRowValue,
        C5.TableColumnSortComparator == Never, C5.TableRowValue == C6.TableRowValue,
        C6.TableColumnSortComparator == Never, C6.TableRowValue == C7.TableRowValue,
        C7.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(
            (c0, c1, c2, c3, c4, c5, c6, c7), valueType: RowValue.self, sortType: Never.self)
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumnBuilder {
    /// Builds 9 sortable columns.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C8: TableColumnContent, C0.TableRowValue == C1.TableRowValue,
        C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
        C7.TableRowValue == C8.TableRowValue
    {
        TupleTableColumnContent(
            (c0, c1, c2, c3, c4, c5, c6, c7, c8), valueType: RowValue.self, sortType: Sort.self)
    }

    /// Builds 9 unsortable columns.
    @_alwaysEmitIntoClient @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C8: TableColumnContent, C0.TableColumnSortComparator == Never,
        C0.TableRowValue == C1.TableRowValue, C1.TableColumnSortComparator == Never,
        C1.TableRowValue == C2.TableRowValue, C2.TableColumnSortComparator == Never,
        C2.TableRowValue == C3.TableRowValue, C3.TableColumnSortComparator == Never,
        C3.TableRowValue == C4.TableRowValue, C4.TableColumnSortComparator == Never,
        C4.TableRowValue == C5.TableRowValue, C5.TableColumnSortComparator == Never,
        C5.TableRowValue == C6.TableRowValue, C6.TableColumnSortComparator == Never,
        C6.TableRowValue == C7.TableRowValue, C7.TableColumnSortComparator == Never,
        C7.TableRowValue == C8.TableRowValue, C8.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(
            (c0, c1, c2, c3, c4, c5, c6, c7, c8), valueType: RowValue.self, sortType: Never.self)
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumnBuilder {
    /// Builds 10 sortable columns.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue,
        C8.TableRowValue == C9.TableRowValue
    {
        TupleTableColumnContent(
            (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), valueType: RowValue.self, sortType: Sort.self)
    }

    /// Builds 10 unsortable columns.
    @_alwaysEmitIntoClient @_disfavoredOverload
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        RowValue == C0.TableRowValue, C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent,
        C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent,
        C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent,
        C0.TableColumnSortComparator == Never, C0.TableRowValue == C1.TableRowValue,
        C1.TableColumnSortComparator == Never, C1.TableRowValue == C2.TableRowValue,
        C2.TableColumnSortComparator == Never, C2.TableRowValue == C3.TableRowValue,
        C3.TableColumnSortComparator == Never, C3.TableRowValue == C4.TableRowValue,
        C4.TableColumnSortComparator == Never, C4.TableRowValue == C5.TableRowValue,
        C5.TableColumnSortComparator == Never, C5.TableRowValue == C6.TableRowValue,
        C6.TableColumnSortComparator == Never, C6.TableRowValue == C7.TableRowValue,
        C7.TableColumnSortComparator == Never, C7.TableRowValue == C8.TableRowValue,
        C8.TableColumnSortComparator == Never, C8.TableRowValue == C9.TableRowValue,
        C9.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(
            (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), valueType: RowValue.self, sortType: Never.self)
    }
}
