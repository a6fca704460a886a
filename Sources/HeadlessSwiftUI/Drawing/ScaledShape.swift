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

    /// The shape's path in `rect`, scaled about the anchor's point of `rect`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(ShapeTransforms.scale(scale, anchor: anchor, in: rect))
    }

    /// The scaled shape's layout-direction behavior: the shape's own.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    /// The shape's animatable data, then the scale's and the anchor's.
    public typealias AnimatableData = AnimatablePair<
        Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>
    >

    /// The shape's animatable data paired with the scale's and the anchor's.
    public var animatableData: ScaledShape<Content>.AnimatableData {
        get {
            AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData))
        }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}
