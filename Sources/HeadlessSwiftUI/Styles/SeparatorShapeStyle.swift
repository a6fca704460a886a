// ViewLifecycle · HeadlessSwiftUI

/// A style appropriate for foreground separator or border lines.
@frozen public struct SeparatorShapeStyle: ShapeStyle {
    /// Creates the style.
    @inlinable public init() {}
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// A style appropriate for foreground separator or border lines.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
