// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A type-erased shape: it forwards its path, size, role and animatable data to the shape it
/// wraps.
@frozen public struct AnyShape: Shape, @unchecked Sendable {
    /// The wrapped shape.
    var base: any Shape

    /// Creates a type-erased shape.
    ///
    /// - Parameter shape: The shape.
    public init<S>(_ shape: S) where S: Shape {
        base = (shape as? AnyShape)?.base ?? shape
    }

    /// The wrapped shape's path in `rect`.
    ///
    /// - Parameter rect: The frame.
    /// - Returns: The path.
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    /// The wrapped shape's size for a proposal.
    ///
    /// - Parameter proposal: The proposal.
    /// - Returns: The size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    /// Type-erased animatable data.
    public typealias AnimatableData = _AnyAnimatableData

    /// The wrapped shape's animatable data, type-erased; setting a value of another type does
    /// nothing.
    public var animatableData: AnyShape.AnimatableData {
        get { _AnyAnimatableData(Self.data(of: base)) }
        set {
            guard let value = newValue.value else { return }
            base = Self.shape(base, with: value)
        }
    }

    /// Drawn in the foreground style.
    public typealias Body = _ShapeView<AnyShape, ForegroundStyle>

    private static func data<S: Shape>(of shape: S) -> any VectorArithmetic { shape.animatableData }

    private static func shape<S: Shape>(_ shape: S, with value: any VectorArithmetic) -> any Shape {
        guard let data = value as? S.AnimatableData else { return shape }
        var copy = shape
        copy.animatableData = data
        return copy
    }
}
