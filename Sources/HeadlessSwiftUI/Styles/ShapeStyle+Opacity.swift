// ViewLifecycle · HeadlessSwiftUI

extension ShapeStyle {
    /// Returns a new style based on `self` that multiplies by the specified opacity when drawing.
    ///
    /// - Parameter opacity: The opacity.
    /// - Returns: The style.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity)
    }
}
