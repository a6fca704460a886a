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
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    /// The moved shape's layout-direction behavior: the shape's own.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    /// The shape's animatable data, then the offset's.
    public typealias AnimatableData = AnimatablePair<Content.AnimatableData, CGSize.AnimatableData>

    /// The shape's animatable data paired with the offset's.
    public var animatableData: OffsetShape<Content>.AnimatableData {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set {
            shape.animatableData = newValue.first
            offset.animatableData = newValue.second
        }
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, moved by the same offset.
    ///
    /// - Parameter amount: The inset.
    /// - Returns: The inset shape, moved.
    @inlinable public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        shape.inset(by: amount).offset(offset)
    }

    /// The type of the inset shape.
    public typealias InsetShape = OffsetShape<Content.InsetShape>
}
