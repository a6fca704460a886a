// ViewLifecycle · HeadlessSwiftUI

/// A shape with a translation offset transform applied to it.
@frozen public struct OffsetShape<Content>: Shape where Content: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far it is moved.
    public var offset: CGSize

    /// Creates a shape moved by `offset`.
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - offset: The offset.
    @inlinable public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's path in `rect` moved by the offset.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect.offsetBy(dx: offset.width, dy: offset.height))
    }

    /// Nothing is animated headlessly.
    public typealias AnimatableData = EmptyAnimatableData
}
