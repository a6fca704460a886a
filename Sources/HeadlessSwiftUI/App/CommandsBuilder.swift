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

    /// Combines several command groups into one, in order.
    public static func buildBlock<each C>(_ content: repeat each C) -> some Commands
    where repeat each C: Commands {
        _TupleCommands(repeat each content)
    }

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
struct _TupleCommands<each C: Commands>: Commands {
    typealias Body = Never
    let value: (repeat each C)

    init(_ value: repeat each C) { self.value = (repeat each value) }
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
