// ViewLifecycle · HeadlessSwiftUI

/// Constructs a toolbar item set from multi-expression closures.
@resultBuilder public struct ToolbarContentBuilder: Sendable {
    /// Passes a single item through unmodified.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent {
        content
    }

    /// Builds one item.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: ToolbarContent {
        content
    }

    /// Builds several items written one after another.
    public static func buildBlock<each Content: ToolbarContent>(
        _ content: repeat each Content
    )
        -> TupleToolbarContent<repeat each Content>
    {
        TupleToolbarContent(items: (repeat each content))
    }

    /// Builds an optional item (`if` without `else`).
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent {
        content
    }

    /// Builds the first branch of an `if`/`else`.
    public static func buildEither<T, F>(first: T) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(first: first, second: nil)
    }

    /// Builds the second branch of an `if`/`else`.
    public static func buildEither<T, F>(second: F) -> _ConditionalToolbarContent<T, F> {
        _ConditionalToolbarContent(first: nil, second: second)
    }
}
