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

    /// The shape's path in `rect`, rotated about the anchor's point of `rect` (a rectangle,
    /// ellipse or rounded rectangle becomes its elements, each point rotated).
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(ShapeTransforms.rotation(angle, anchor: anchor, in: rect))
    }

    /// The rotated shape's layout-direction behavior: the shape's own.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    /// The shape's animatable data, then the angle's and the anchor's.
    public typealias AnimatableData = AnimatablePair<
        Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>
    >

    /// The shape's animatable data paired with the angle's and the anchor's.
    public var animatableData: RotatedShape<Content>.AnimatableData {
        get {
            AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData))
        }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, rotated by the same angle about the same anchor.
    ///
    /// - Parameter amount: The inset.
    /// - Returns: The inset shape, rotated.
    @inlinable public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        shape.inset(by: amount).rotation(angle, anchor: anchor)
    }

    /// The type of the inset shape.
    public typealias InsetShape = RotatedShape<Content.InsetShape>
}
