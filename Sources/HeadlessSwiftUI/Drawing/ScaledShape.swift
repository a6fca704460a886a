// ViewLifecycle · HeadlessSwiftUI

/// A shape with a scale transform applied to it.
@frozen public struct ScaledShape<Content>: Shape where Content: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The scale factors.
    public var scale: CGSize
    /// The point the shape is scaled about.
    public var anchor: UnitPoint

    /// Creates a scaled shape.
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - scale: The scale factors.
    ///   - anchor: The anchor point.
    @inlinable public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's path (transforms are not applied to headless paths).
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    /// Nothing is animated headlessly.
    public typealias AnimatableData = EmptyAnimatableData
}
