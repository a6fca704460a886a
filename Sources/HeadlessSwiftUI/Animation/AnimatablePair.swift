// ViewLifecycle · HeadlessSwiftUI

/// A pair of animatable values, which is itself animatable.
@frozen public struct AnimatablePair<First, Second>: VectorArithmetic
where First: VectorArithmetic, Second: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates an animated pair with the provided values.
    ///
    /// - Parameters:
    ///   - first: The first value.
    ///   - second: The second value.
    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The zero value.
    public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }

    /// The component-wise sum.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// The component-wise difference.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Adds component-wise.
    public static func += (lhs: inout AnimatablePair, rhs: AnimatablePair) { lhs = lhs + rhs }

    /// Subtracts component-wise.
    public static func -= (lhs: inout AnimatablePair, rhs: AnimatablePair) { lhs = lhs - rhs }

    /// Scales both values.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }

    /// Equal when both values are.
    public static func == (a: AnimatablePair, b: AnimatablePair) -> Bool {
        a.first == b.first && a.second == b.second
    }
}
