// ViewLifecycle · HeadlessSwiftUI

/// An empty type for animatable data: the animatable data of a type with nothing to animate.
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates empty animatable data.
    @inlinable public init() {}

    /// The zero value.
    @inlinable public static var zero: EmptyAnimatableData { .init() }

    /// Adds nothing.
    @inlinable public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    /// Subtracts nothing.
    @inlinable public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}

    /// Empty data.
    @inlinable public static func + (
        lhs: EmptyAnimatableData, rhs: EmptyAnimatableData
    ) -> EmptyAnimatableData {
        .zero
    }

    /// Empty data.
    @inlinable public static func - (
        lhs: EmptyAnimatableData, rhs: EmptyAnimatableData
    ) -> EmptyAnimatableData {
        .zero
    }

    /// Scales nothing.
    @inlinable public mutating func scale(by rhs: Double) {}

    /// Zero.
    @inlinable public var magnitudeSquared: Double { 0 }

    /// Always equal.
    public static func == (a: EmptyAnimatableData, b: EmptyAnimatableData) -> Bool { true }
}
