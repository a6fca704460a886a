// ViewLifecycle · HeadlessSwiftUI

/// A color gradient, type-erased.
@frozen public struct AnyGradient: Hashable, ShapeStyle, Sendable {
    /// The gradient.
    let gradient: Gradient
    /// The color space its colors are interpolated in (kept: nothing is drawn headlessly).
    var interpolationSpace: Gradient.ColorSpace = .device

    /// Creates a new instance from the specified gradient.
    ///
    /// - Parameter gradient: The gradient.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    /// Returns the gradient interpolating its colors in `space` (kept in the value).
    ///
    /// - Parameter space: The color space.
    /// - Returns: The gradient.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        var copy = self
        copy.interpolationSpace = space
        return copy
    }
}
