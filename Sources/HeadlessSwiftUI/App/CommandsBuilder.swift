// ViewLifecycle · HeadlessSwiftUI

/// Constructs command sets from multi-expression closures.
@available(iOS 14.0, *)
@available(tvOS, unavailable)
@resultBuilder public struct CommandsBuilder {
    /// Passes a command group through unmodified.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Commands {
        content
    }

    /// Builds an empty command set from a block containing no statements.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// Passes a single command group written as a child group through unmodified.
    public static func buildBlock<C>(_ content: C) -> C where C: Commands { content }

    /// Produces an optional command group for conditional statements in multi-statement closures
    /// that's only visible when the condition evaluates to true.
    public static func buildIf<C>(_ content: C?) -> C? where C: Commands { content }

    /// Produces content for a conditional statement when the condition is true.
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F>
    where T: Commands, F: Commands {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for a conditional statement when the condition is false.
    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F>
    where T: Commands, F: Commands {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Processes command content for a conditional compiler-control statement that performs an
    /// availability check.
    public static func buildLimitedAvailability<C>(_ content: C) -> some Commands where C: Commands {
        content
    }
}

/// Several command groups written one after another in a builder.
struct _TupleCommands: Commands {
    typealias Body = Never
    /// The groups, in order.
    let value: [any Commands]
}

@available(iOS 14.0, *)
@available(tvOS, unavailable)
extension Optional: Commands where Wrapped: Commands {
    /// A missing command group has no body of its own.
    public typealias Body = Never
}

@available(iOS 14.0, *)
@available(tvOS, unavailable)
extension _ConditionalContent: Commands where TrueContent: Commands, FalseContent: Commands {
    /// A conditional command group has no body of its own.
    public typealias Body = Never
}

@available(iOS 14.0, *)
@available(tvOS, unavailable)
extension CommandsBuilder {
    /// Combines 2 command groups into one, in order.
    public static func buildBlock<C0, C1>(
        _ c0: C0, _ c1: C1
    ) -> some Commands where C0: Commands, C1: Commands {
        _TupleCommands(value: [c0, c1])
    }
}

@available(iOS 14.0, *)
@available(tvOS, unavailable)
extension CommandsBuilder {
    /// Combines 3 command groups into one, in order.
    public static func buildBlock<C0, C1, C2>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> some Commands where C0: Commands, C1: Commands, C2: Commands {
        _TupleCommands(value: [c0, c1, c2])
    }
}

@available(iOS 14.0, *)
@available(tvOS, unavailable)
extension CommandsBuilder {
    /// Combines 4 command groups into one, in order.
    public static func buildBlock<C0, C1, C2, C3>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some Commands where C0: Commands, C1: Commands, C2: Commands, C3: Commands {
        _TupleCommands(value: [c0, c1, c2, c3])
    }
}

@available(iOS 14.0, *)
@available(tvOS, unavailable)
extension CommandsBuilder {
    /// Combines 5 command groups into one, in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some Commands where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands {
        _TupleCommands(value: [c0, c1, c2, c3, c4])
    }
}

@available(iOS 14.0, *)
@available(tvOS, unavailable)
extension CommandsBuilder {
    /// Combines 6 command groups into one, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some Commands
    where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands {
        _TupleCommands(value: [c0, c1, c2, c3, c4, c5])
    }
}

@available(iOS 14.0, *)
@available(tvOS, unavailable)
extension CommandsBuilder {
    /// Combines 7 command groups into one, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some Commands
    where C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands {
        _TupleCommands(value: [c0, c1, c2, c3, c4, c5, c6])
    }
}

@available(iOS 14.0, *)
@available(tvOS, unavailable)
extension CommandsBuilder {
    /// Combines 8 command groups into one, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> some Commands
    where
        C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands,
        C7: Commands
    {
        _TupleCommands(value: [c0, c1, c2, c3, c4, c5, c6, c7])
    }
}

@available(iOS 14.0, *)
@available(tvOS, unavailable)
extension CommandsBuilder {
    /// Combines 9 command groups into one, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> some Commands
    where
        C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands,
        C7: Commands, C8: Commands
    {
        _TupleCommands(value: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }
}

@available(iOS 14.0, *)
@available(tvOS, unavailable)
extension CommandsBuilder {
    /// Combines 10 command groups into one, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> some Commands
    where
        C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands,
        C7: Commands, C8: Commands, C9: Commands
    {
        _TupleCommands(value: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }
}
