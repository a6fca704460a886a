// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A shape with an affine transform applied to it: its path is the shape's, transformed.
@frozen public struct TransformedShape<Content>: Shape where Content: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform.
    public var transform: CGAffineTransform

    /// Creates a transformed shape.
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - transform: The transform.
    @inlinable public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's path in `rect`, transformed.
    ///
    /// - Parameter rect: The frame.
    /// - Returns: The path.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

    /// The transformed shape's role: the shape's.
    public static var role: ShapeRole { Content.role }

    /// The transformed shape's layout-direction behavior: the shape's own.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

    /// The shape's animatable data.
    public typealias AnimatableData = Content.AnimatableData

    /// The shape's animatable data.
    public var animatableData: TransformedShape<Content>.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    /// Drawn in the foreground style.
    public typealias Body = _ShapeView<TransformedShape<Content>, ForegroundStyle>
}

extension Shape {
    /// Returns the shape with an affine transform applied to its path.
    ///
    /// - Parameter transform: The transform.
    /// - Returns: The transformed shape.
    @inlinable public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
