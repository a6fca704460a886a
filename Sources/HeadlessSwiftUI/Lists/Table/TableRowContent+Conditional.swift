// ViewLifecycle · HeadlessSwiftUI

@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableRowBuilder {
    /// Passes the rows of an `if` without `else` through: none when the condition is false.
    @_alwaysEmitIntoClient public static func buildIf<C>(_ content: C?) -> C?
    where Value == C.TableRowValue, C: TableRowContent {
        content
    }

    /// The rows of an `if`'s or `switch`'s first branch.
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F>
    where Value == T.TableRowValue, T: TableRowContent, F: TableRowContent, T.TableRowValue == F.TableRowValue
    {
        _ConditionalContent<T, F>(storage: .trueContent(first))
    }

    /// The rows of an `if`'s or `switch`'s second branch.
    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F>
    where Value == T.TableRowValue, T: TableRowContent, F: TableRowContent, T.TableRowValue == F.TableRowValue
    {
        _ConditionalContent<T, F>(storage: .falseContent(second))
    }
}

@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension _ConditionalContent: TableRowContent
where TrueContent: TableRowContent, FalseContent: TableRowContent {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = TrueContent.TableRowValue
    /// The type of content representing the body of this table row content.
    public typealias TableRowBody = Never
}

extension _ConditionalContent: TableRowNodes
where TrueContent: TableRowContent, FalseContent: TableRowContent {
    /// The shown branch's rows.
    var tableRowNodes: [OutlineNode] {
        switch storage {
        case .trueContent(let content): content.rowNodes
        case .falseContent(let content): content.rowNodes
        }
    }
}

@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Optional: TableRowContent where Wrapped: TableRowContent {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Wrapped.TableRowValue
    /// The type of content representing the body of this table row content.
    public typealias TableRowBody = Never
}

extension Optional: TableRowNodes where Wrapped: TableRowContent {
    /// The wrapped rows, or none.
    var tableRowNodes: [OutlineNode] { self?.rowNodes ?? [] }
}
