// ViewLifecycle · HeadlessSwiftUI

/// The foreground style in the current context.
@frozen public struct ForegroundStyle: ShapeStyle {
    /// Creates the style.
    @inlinable public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
