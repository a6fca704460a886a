// ViewLifecycle · HeadlessSwiftUI

/// A custom parameter attribute that constructs views from closures.
///
/// Blocks of several views become a `TupleView` (one variadic `buildBlock` with parameter packs),
/// `if` without `else` an `Optional`, `if`/`else` and `switch` a `_ConditionalContent`, and
/// `#available` branches an `AnyView`, exactly the types SwiftUI builds, so identity follows them.
/// The builder is main-actor isolated, as the views it makes are; the pass-throughs and the empty
/// block are `nonisolated`, so a style's `makeBody` or an initializer that is not isolated can
/// still build a single view.
@MainActor @preconcurrency
@resultBuilder public struct ViewBuilder {
    /// Passes a single view written as a child view through unmodified.
    nonisolated public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: View {
        content
    }

    /// Builds an empty view from a block containing no statements.
    nonisolated public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    nonisolated public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Builds a `TupleView` of the block's views, in order.
    @_disfavoredOverload
    public static func buildBlock<each Content>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> where repeat each Content: View {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView((repeat each content), children: children)
    }
}

extension ViewBuilder {
    /// Produces an optional view for conditional statements that are true only sometimes.
    nonisolated public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    /// Produces content for a conditional statement when the condition is true.
    public static func buildEither<TrueContent, FalseContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for a conditional statement when the condition is false.
    public static func buildEither<TrueContent, FalseContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Erases the type of content in an `if #available` branch.
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}
