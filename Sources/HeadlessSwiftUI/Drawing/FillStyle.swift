// ViewLifecycle · HeadlessSwiftUI

/// A style for rasterizing vector shapes.
@frozen public struct FillStyle: Equatable, Sendable {
    /// Whether to use the even-odd rule when rendering a shape.
    public var isEOFilled: Bool
    /// Whether to apply antialiasing to the edges of a shape.
    public var isAntialiased: Bool

    /// Creates a new fill style with the specified settings.
    @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
