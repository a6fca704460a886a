// ViewLifecycle · HeadlessSwiftUI

/// A modifier that changes nothing: its content is mounted as it is.
@frozen public struct EmptyModifier: ViewModifier, PrimitiveModifier {
    /// The modifier that changes nothing.
    public static var identity: EmptyModifier { EmptyModifier() }

    /// The body of a primitive modifier.
    public typealias Body = Never

    /// Creates the modifier.
    @inlinable public init() {}

    /// A primitive modifier has no body; the graph mounts the content directly.
    public func body(content: EmptyModifier.Content) -> EmptyModifier.Body {
        fatalError("body(content:) of EmptyModifier should not be called: it is a primitive modifier")
    }
}
