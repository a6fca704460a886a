// ViewLifecycle · HeadlessSwiftUI

/// A style appropriate for placeholder text.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@frozen public struct PlaceholderTextShapeStyle: ShapeStyle {
    /// The style does not resolve to a concrete one: a renderer resolves it, and none runs
    /// headlessly.
    public typealias Resolved = Never

    /// Creates the style.
    @inlinable public init() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// A style appropriate for placeholder text.
    @_alwaysEmitIntoClient public static var placeholder: PlaceholderTextShapeStyle { .init() }
}
