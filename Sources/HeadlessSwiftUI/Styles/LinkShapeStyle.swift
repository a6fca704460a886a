// ViewLifecycle · HeadlessSwiftUI

/// A style appropriate for links.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@frozen public struct LinkShapeStyle: ShapeStyle {
    /// The style does not resolve to a concrete one: a renderer resolves it, and none runs
    /// headlessly.
    public typealias Resolved = Never

    /// Creates the style.
    @inlinable public init() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self == LinkShapeStyle {
    /// A style appropriate for links.
    @_alwaysEmitIntoClient public static var link: LinkShapeStyle { .init() }
}
