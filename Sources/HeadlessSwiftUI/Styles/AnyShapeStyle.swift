// ViewLifecycle · HeadlessSwiftUI

/// A type-erased ShapeStyle value.
@frozen public struct AnyShapeStyle: ShapeStyle {
    /// The wrapped style.
    let base: any ShapeStyle

    /// Create an instance from `style`.
    ///
    /// - Parameter style: The style to wrap.
    public init<S>(_ style: S) where S: ShapeStyle {
        base = style
    }
}
