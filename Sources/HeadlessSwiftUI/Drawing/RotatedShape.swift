// ViewLifecycle · HeadlessSwiftUI

/// A shape with a rotation transform applied to it.
@frozen public struct RotatedShape<Content>: Shape where Content: Shape {
    /// The shape rotated.
    public var shape: Content
    /// The angle.
    public var angle: Angle
    /// The point the shape is rotated about.
    public var anchor: UnitPoint

    /// Creates a rotated shape.
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - angle: The angle.
    ///   - anchor: The anchor point.
    @inlinable public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's path (transforms are not applied to headless paths).
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    /// Nothing is animated headlessly.
    public typealias AnimatableData = EmptyAnimatableData
}
