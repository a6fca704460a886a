// ViewLifecycle · HeadlessSwiftUI

/// A style appropriate for elements that should match the background of their containing window.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@available(visionOS, unavailable)
public struct WindowBackgroundShapeStyle: ShapeStyle {
    /// The style does not resolve to a concrete one: a renderer resolves it, and none runs
    /// headlessly.
    public typealias Resolved = Never

    /// Creates the style.
    @inlinable public init() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@available(visionOS, unavailable)
extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// A style appropriate for elements that should match the background of their containing window.
    @_alwaysEmitIntoClient public static var windowBackground: WindowBackgroundShapeStyle { .init() }
}
