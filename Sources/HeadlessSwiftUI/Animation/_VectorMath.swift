// ViewLifecycle · HeadlessSwiftUI

/// SwiftUI's arithmetic for values whose animatable data is a vector: `Angle` and `EdgeInsets`
/// add, subtract and scale through their `animatableData`, as in SwiftUI.
public protocol _VectorMath: Animatable {}

extension _VectorMath {
    /// The length of the value's animatable data.
    @inlinable public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

    /// Turns the value into its opposite.
    @inlinable public mutating func negate() { animatableData = .zero - animatableData }

    /// The opposite value.
    @inlinable public static prefix func - (operand: Self) -> Self {
        var result = operand
        result.negate()
        return result
    }

    /// Adds `rhs` to `lhs`.
    @inlinable public static func += (lhs: inout Self, rhs: Self) { lhs.animatableData += rhs.animatableData }

    /// The sum of two values.
    @inlinable public static func + (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result += rhs
        return result
    }

    /// Subtracts `rhs` from `lhs`.
    @inlinable public static func -= (lhs: inout Self, rhs: Self) { lhs.animatableData -= rhs.animatableData }

    /// The difference of two values.
    @inlinable public static func - (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result -= rhs
        return result
    }

    /// Scales `lhs` by `rhs`.
    @inlinable public static func *= (lhs: inout Self, rhs: Double) { lhs.animatableData.scale(by: rhs) }

    /// The value scaled by `rhs`.
    @inlinable public static func * (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result *= rhs
        return result
    }

    /// Divides `lhs` by `rhs`.
    @inlinable public static func /= (lhs: inout Self, rhs: Double) { lhs *= 1 / rhs }

    /// The value divided by `rhs`.
    @inlinable public static func / (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result /= rhs
        return result
    }
}
