// ViewLifecycle · HeadlessSwiftUI

// The row builder's blocks of two to ten rows, as Apple declares them: each a tuple of the rows,
// listed in order.

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableRowBuilder {
    /// Builds 2 rows, listed in order.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1>(
        _ c0: C0, _ c1: C1
    ) -> TupleTableRowContent<Value, (C0, C1)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent,
        C0.TableRowValue == C1.TableRowValue
    {
        TupleTableRowContent((c0, c1), ofType: Value.self)
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableRowBuilder {
    /// Builds 3 rows, listed in order.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableRowContent<Value, (C0, C1, C2)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue
    {
        TupleTableRowContent((c0, c1, c2), ofType: Value.self)
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableRowBuilder {
    /// Builds 4 rows, listed in order.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue
    {
        TupleTableRowContent((c0, c1, c2, c3), ofType: Value.self)
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableRowBuilder {
    /// Builds 5 rows, listed in order.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue
    {
        TupleTableRowContent((c0, c1, c2, c3, c4), ofType: Value.self)
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableRowBuilder {
    /// Builds 6 rows, listed in order.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C5: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue
    {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5), ofType: Value.self)
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableRowBuilder {
    /// Builds 7 rows, listed in order.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue
    {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6), ofType: Value.self)
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableRowBuilder {
    /// Builds 8 rows, listed in order.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent,
        C7: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue
    {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7), ofType: Value.self)
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableRowBuilder {
    /// Builds 9 rows, listed in order.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent,
        C7: TableRowContent, C8: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue
    {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7, c8), ofType: Value.self)
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableRowBuilder {
    /// Builds 10 rows, listed in order.
    @_alwaysEmitIntoClient public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        Value == C0.TableRowValue, C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
        C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent,
        C7: TableRowContent, C8: TableRowContent, C9: TableRowContent,
        C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue,
        C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue,
        C8.TableRowValue == C9.TableRowValue
    {
        TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), ofType: Value.self)
    }
}
