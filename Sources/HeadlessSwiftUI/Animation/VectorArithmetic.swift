// ViewLifecycle · HeadlessSwiftUI

/// A type that can serve as the animatable data of an animatable type.
///
/// Animations are not interpolated headlessly; the protocol exists so `Shape` and custom
/// `Animatable` types compile as written for devices.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    mutating func scale(by rhs: Double)

    /// Returns the dot-product of this vector arithmetic instance with itself.
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of this value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of this value.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of this value.
    public var magnitudeSquared: Double { Double(self * self) }
}

@available(iOS 17.0, macOS 14.0, *)
extension VectorArithmetic {
    /// This value with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Moves this value `amount` of the way towards `other` (`self + (other - self) * amount`).
    public mutating func interpolate(towards other: Self, amount: Double) {
        var result = other
        result -= self
        result.scale(by: amount)
        result += self
        self = result
    }

    /// This value moved `amount` of the way towards `other`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}
