// ViewLifecycle · HeadlessSwiftUI

/// A color or pattern to use when rendering a shape.
///
/// Nothing is drawn headlessly: a style is a value the style modifiers keep, described by
/// `String(describing:)` where the screen snapshot would need it.
public protocol ShapeStyle: Sendable {
    /// The type of shape style this style resolves to (`Never` for a style that does not
    /// resolve to a concrete one).
    associatedtype Resolved: ShapeStyle = Never

    /// Evaluates this style to a concrete style in an environment.
    ///
    /// - Parameter environment: The environment.
    /// - Returns: The resolved style.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    func resolve(in environment: EnvironmentValues) -> Resolved
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Never: ShapeStyle {
    /// `Never` resolves to itself.
    public typealias Resolved = Never
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self.Resolved == Never {
    /// A style without a concrete resolution cannot be resolved: calling this traps, as there
    /// is no value of `Never` to return.
    ///
    /// - Parameter environment: The environment.
    /// - Returns: Never returns.
    public func resolve(in environment: EnvironmentValues) -> Never {
        preconditionFailure("\(Self.self) does not resolve to a concrete shape style")
    }
}
