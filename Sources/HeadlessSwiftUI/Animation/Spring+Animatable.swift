// ViewLifecycle · HeadlessSwiftUI

import Foundation

// The spring's motion between two animatable values, through their animatable data. Main-actor
// isolated here as `Animatable` is in this module.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Spring {
    /// The time after which a spring from `fromValue` to `toValue` stays within `epsilon` of it.
    ///
    /// - Parameters:
    ///   - fromValue: The starting value.
    ///   - toValue: The target value.
    ///   - initialVelocity: The starting velocity.
    ///   - epsilon: The distance counted as settled.
    /// - Returns: The settling time.
    @MainActor @preconcurrency
    public func settlingDuration<V>(
        fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
    ) -> TimeInterval
    where V: Animatable {
        settlingDuration(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData,
            epsilon: epsilon)
    }

    /// The value at `time` of a spring from `fromValue` to `toValue`.
    ///
    /// - Parameters:
    ///   - fromValue: The starting value.
    ///   - toValue: The target value.
    ///   - initialVelocity: The starting velocity.
    ///   - time: The time since the start.
    /// - Returns: The value.
    @MainActor @preconcurrency
    public func value<V>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V
    where V: Animatable {
        var result = fromValue
        result.animatableData =
            fromValue.animatableData
            + value(
                target: toValue.animatableData - fromValue.animatableData,
                initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity at `time` of a spring from `fromValue` to `toValue`.
    ///
    /// - Parameters:
    ///   - fromValue: The starting value.
    ///   - toValue: The target value.
    ///   - initialVelocity: The starting velocity.
    ///   - time: The time since the start.
    /// - Returns: The velocity.
    @MainActor @preconcurrency
    public func velocity<V>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V
    where V: Animatable {
        var result = fromValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The force on a spring at `position` moving at `velocity` towards `toValue`.
    ///
    /// - Parameters:
    ///   - fromValue: The starting value (unused: the force depends on the position).
    ///   - toValue: The target value.
    ///   - position: The current value.
    ///   - velocity: The current velocity.
    /// - Returns: The force.
    @MainActor @preconcurrency
    public func force<V>(fromValue: V, toValue: V, position: V, velocity: V) -> V where V: Animatable {
        var result = fromValue
        result.animatableData = force(
            target: toValue.animatableData, position: position.animatableData,
            velocity: velocity.animatableData)
        return result
    }
}
