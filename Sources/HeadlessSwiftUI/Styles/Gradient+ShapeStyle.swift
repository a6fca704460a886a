// ViewLifecycle · HeadlessSwiftUI

/// A gradient is a shape style as well (drawn as a linear gradient from top to bottom).
extension Gradient: ShapeStyle {}

extension Gradient {
    /// Returns the gradient, type-erased, interpolating its colors in `space` (kept in the value).
    ///
    /// - Parameter space: The color space.
    /// - Returns: The gradient.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        AnyGradient(self).colorSpace(space)
    }
}
