// ViewLifecycle · HeadlessSwiftUI

/// The background style in the current context.
@frozen public struct BackgroundStyle: ShapeStyle {
    /// Creates the style.
    @inlinable public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
