// ViewLifecycle · HeadlessSwiftUI

/// A color gradient, type-erased.
@frozen public struct AnyGradient: Hashable, ShapeStyle, Sendable {
    /// The gradient.
    let gradient: Gradient

    /// Creates a new instance from the specified gradient.
    ///
    /// - Parameter gradient: The gradient.
    public init(_ gradient: Gradient) { self.gradient = gradient }
}
