// ViewLifecycle · HeadlessSwiftUI

/// Type-erased animatable data (the animatable data of ``AnyShape``): values of the same type
/// add, subtract, scale and compare as that type; zero is the identity of every type.
@frozen public struct _AnyAnimatableData: VectorArithmetic {
    /// The wrapped value, or `nil` for zero.
    var value: (any VectorArithmetic)?

    /// Wraps a value.
    init(_ value: (any VectorArithmetic)?) { self.value = value }

    /// The zero value.
    public static var zero: _AnyAnimatableData { _AnyAnimatableData(nil) }

    /// Whether two values are equal (values of different types never are).
    ///
    /// - Parameters:
    ///   - lhs: A value.
    ///   - rhs: Another value.
    /// - Returns: Whether they are equal.
    public static func == (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> Bool {
        switch (lhs.value, rhs.value) {
        case (nil, nil): return true
        case (let value?, nil), (nil, let value?): return value.magnitudeSquared == 0
        case (let left?, let right?): return equal(left, right)
        }
    }

    /// Adds a value of the same type (a value of another type is ignored).
    ///
    /// - Parameters:
    ///   - lhs: The value added to.
    ///   - rhs: The value added.
    public static func += (lhs: inout _AnyAnimatableData, rhs: _AnyAnimatableData) {
        guard let right = rhs.value else { return }
        guard let left = lhs.value else {
            lhs.value = right
            return
        }
        lhs.value = added(left, right)
    }

    /// Subtracts a value of the same type (a value of another type is ignored).
    ///
    /// - Parameters:
    ///   - lhs: The value subtracted from.
    ///   - rhs: The value subtracted.
    public static func -= (lhs: inout _AnyAnimatableData, rhs: _AnyAnimatableData) {
        guard let right = rhs.value else { return }
        guard let left = lhs.value else {
            lhs.value = negated(right)
            return
        }
        lhs.value = subtracted(left, right)
    }

    /// The sum of two values.
    @_transparent public static func + (
        lhs: _AnyAnimatableData, rhs: _AnyAnimatableData
    ) -> _AnyAnimatableData {
        var ret = lhs
        ret += rhs
        return ret
    }

    /// The difference of two values.
    @_transparent public static func - (
        lhs: _AnyAnimatableData, rhs: _AnyAnimatableData
    ) -> _AnyAnimatableData {
        var ret = lhs
        ret -= rhs
        return ret
    }

    /// Multiplies the value by a factor.
    ///
    /// - Parameter rhs: The factor.
    public mutating func scale(by rhs: Double) {
        guard var wrapped = value else { return }
        wrapped.scale(by: rhs)
        value = wrapped
    }

    /// The dot product of the value with itself.
    public var magnitudeSquared: Double { value?.magnitudeSquared ?? 0 }

    private static func equal<T: VectorArithmetic>(_ left: T, _ right: any VectorArithmetic) -> Bool {
        (right as? T).map { $0 == left } ?? false
    }

    private static func added<T: VectorArithmetic>(
        _ left: T, _ right: any VectorArithmetic
    ) -> any VectorArithmetic {
        (right as? T).map { left + $0 } ?? left
    }

    private static func subtracted<T: VectorArithmetic>(
        _ left: T, _ right: any VectorArithmetic
    )
        -> any VectorArithmetic
    {
        (right as? T).map { left - $0 } ?? left
    }

    private static func negated<T: VectorArithmetic>(_ value: T) -> any VectorArithmetic { T.zero - value }
}
