// ViewLifecycle · HeadlessSwiftUI

/// Constructs a toolbar item set from multi-expression closures.
///
/// Each overload has a customizable twin (for items with identifiers); the items come out in
/// the order written either way.
@resultBuilder public struct ToolbarContentBuilder {
    /// Passes a single item through unmodified.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent {
        content
    }

    /// Builds one item.
    public static func buildBlock<Content>(_ content: Content) -> some ToolbarContent
    where Content: ToolbarContent {
        content
    }

    /// Passes a single customizable item through unmodified.
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: CustomizableToolbarContent {
        content
    }

    /// Builds one customizable item.
    public static func buildBlock<Content>(_ content: Content) -> some CustomizableToolbarContent
    where Content: CustomizableToolbarContent {
        content
    }
}

@available(*, unavailable)
extension ToolbarContentBuilder: Sendable {}

extension ToolbarContentBuilder {
    /// Builds an optional item (`if` without `else`).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent {
        content
    }

    /// Builds an optional customizable item (`if` without `else`).
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func buildIf<Content>(_ content: Content?) -> Content?
    where Content: CustomizableToolbarContent {
        content
    }

    /// Builds the first branch of an `if`/`else`.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func buildEither<TrueContent, FalseContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Builds the first branch of an `if`/`else` of customizable items.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func buildEither<TrueContent, FalseContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Builds the second branch of an `if`/`else`.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func buildEither<TrueContent, FalseContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Builds the second branch of an `if`/`else` of customizable items.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func buildEither<TrueContent, FalseContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Builds content written under `if #available`.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> some ToolbarContent
    where Content: ToolbarContent {
        TupleToolbarContent(items: [content])
    }

    /// Builds customizable content written under `if #available`.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content>(
        _ content: Content
    ) -> some CustomizableToolbarContent
    where Content: CustomizableToolbarContent {
        TupleToolbarContent(items: [content])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 2 items written one after another, in order.
    public static func buildBlock<C0, C1>(
        _ c0: C0, _ c1: C1
    ) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent {
        TupleToolbarContent(items: [c0, c1])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 2 customizable items written one after another, in order.
    public static func buildBlock<C0, C1>(
        _ c0: C0, _ c1: C1
    ) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent {
        TupleToolbarContent(items: [c0, c1])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 3 items written one after another, in order.
    public static func buildBlock<C0, C1, C2>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> some ToolbarContent where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent {
        TupleToolbarContent(items: [c0, c1, c2])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 3 customizable items written one after another, in order.
    public static func buildBlock<C0, C1, C2>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> some CustomizableToolbarContent
    where C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent {
        TupleToolbarContent(items: [c0, c1, c2])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 4 items written one after another, in order.
    public static func buildBlock<C0, C1, C2, C3>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent {
        TupleToolbarContent(items: [c0, c1, c2, c3])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 4 customizable items written one after another, in order.
    public static func buildBlock<C0, C1, C2, C3>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some CustomizableToolbarContent
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent
    {
        TupleToolbarContent(items: [c0, c1, c2, c3])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 5 items written one after another, in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent {
        TupleToolbarContent(items: [c0, c1, c2, c3, c4])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 5 customizable items written one after another, in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some CustomizableToolbarContent
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent
    {
        TupleToolbarContent(items: [c0, c1, c2, c3, c4])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 6 items written one after another, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent
    {
        TupleToolbarContent(items: [c0, c1, c2, c3, c4, c5])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 6 customizable items written one after another, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some CustomizableToolbarContent
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent
    {
        TupleToolbarContent(items: [c0, c1, c2, c3, c4, c5])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 7 items written one after another, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent
    {
        TupleToolbarContent(items: [c0, c1, c2, c3, c4, c5, c6])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 7 customizable items written one after another, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some CustomizableToolbarContent
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
        C6: CustomizableToolbarContent
    {
        TupleToolbarContent(items: [c0, c1, c2, c3, c4, c5, c6])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 8 items written one after another, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent
    {
        TupleToolbarContent(items: [c0, c1, c2, c3, c4, c5, c6, c7])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 8 customizable items written one after another, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> some CustomizableToolbarContent
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
        C6: CustomizableToolbarContent, C7: CustomizableToolbarContent
    {
        TupleToolbarContent(items: [c0, c1, c2, c3, c4, c5, c6, c7])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 9 items written one after another, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent
    {
        TupleToolbarContent(items: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 9 customizable items written one after another, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> some CustomizableToolbarContent
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
        C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent
    {
        TupleToolbarContent(items: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 10 items written one after another, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent
    {
        TupleToolbarContent(items: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarContentBuilder {
    /// Builds 10 customizable items written one after another, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> some CustomizableToolbarContent
    where
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
        C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent,
        C9: CustomizableToolbarContent
    {
        TupleToolbarContent(items: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }
}
