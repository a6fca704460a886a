// ViewLifecycle · HeadlessSwiftUI

/// A style that reflects the current tint color.
@frozen public struct TintShapeStyle: ShapeStyle {
    /// Creates the style.
    @inlinable public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
