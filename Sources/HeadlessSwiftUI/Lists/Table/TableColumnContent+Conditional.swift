// ViewLifecycle · HeadlessSwiftUI

@available(iOS 17.4, macOS 14.4, visionOS 1.1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumnBuilder {
    /// Passes the columns of an `if` without `else` through: none when the condition is false.
    @_alwaysEmitIntoClient public static func buildIf<C>(_ content: C?) -> C?
    where RowValue == C.TableRowValue, Sort == C.TableColumnSortComparator, C: TableColumnContent {
        content
    }

    /// The columns of an `if`'s or `switch`'s first branch.
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F>
    where
        RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator, T: TableColumnContent,
        F: TableColumnContent, T.TableColumnSortComparator == F.TableColumnSortComparator,
        T.TableRowValue == F.TableRowValue
    {
        _ConditionalContent<T, F>(storage: .trueContent(first))
    }

    /// The columns of an `if`'s or `switch`'s second branch.
    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F>
    where
        RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator, T: TableColumnContent,
        F: TableColumnContent, T.TableColumnSortComparator == F.TableColumnSortComparator,
        T.TableRowValue == F.TableRowValue
    {
        _ConditionalContent<T, F>(storage: .falseContent(second))
    }
}

@available(iOS 17.4, macOS 14.4, visionOS 1.1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension _ConditionalContent: TableColumnContent
where TrueContent: TableColumnContent, FalseContent: TableColumnContent {
    /// The type of value of rows presented by this column content.
    public typealias TableRowValue = TrueContent.TableRowValue
    /// The type of sort comparator associated with this table column content.
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
    /// The type of content representing the body of this table column content.
    public typealias TableColumnBody = Never
}

extension _ConditionalContent: TableColumnCells
where TrueContent: TableColumnContent, FalseContent: TableColumnContent {
    /// The shown branch's cells.
    func cells(for row: Any) -> [AnyView] {
        switch storage {
        case .trueContent(let content): content.cells(for: row)
        case .falseContent(let content): content.cells(for: row)
        }
    }
}

@available(iOS 17.4, macOS 14.4, visionOS 1.1, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    /// The type of value of rows presented by this column content.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// The type of sort comparator associated with this table column content.
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    /// The type of content representing the body of this table column content.
    public typealias TableColumnBody = Never
}

extension Optional: TableColumnCells where Wrapped: TableColumnContent {
    /// The wrapped columns' cells, or none.
    func cells(for row: Any) -> [AnyView] { self?.cells(for: row) ?? [] }
}
