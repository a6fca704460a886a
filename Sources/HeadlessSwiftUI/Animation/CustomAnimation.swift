// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// An animation an app defines: given the change to animate and the time since it began, it
/// returns the current value, or `nil` once finished. Headlessly nothing calls it per frame;
/// ``Animation/animate(value:time:context:)`` runs it when asked.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol CustomAnimation: Hashable {
    /// The animated value at `time`, or `nil` once the animation has finished.
    ///
    /// - Parameters:
    ///   - value: The change animated (the target minus the start).
    ///   - time: The time since the animation began.
    ///   - context: The animation's state and environment.
    /// - Returns: The current value, or `nil`.
    func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    where V: VectorArithmetic

    /// The velocity at `time`, or `nil` when unknown.
    ///
    /// - Parameters:
    ///   - value: The change animated.
    ///   - time: The time since the animation began.
    ///   - context: The animation's state and environment.
    /// - Returns: The velocity, or `nil`.
    func velocity<V>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    where V: VectorArithmetic

    /// Whether this animation takes over from `previous` when a new change arrives mid-flight.
    ///
    /// - Parameters:
    ///   - previous: The running animation.
    ///   - value: The new change.
    ///   - time: The time since the running animation began.
    ///   - context: The animation's state and environment.
    /// - Returns: Whether to merge.
    func shouldMerge<V>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
    where V: VectorArithmetic
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CustomAnimation {
    /// No velocity is known by default.
    ///
    /// - Parameters:
    ///   - value: The change animated.
    ///   - time: The time since the animation began.
    ///   - context: The animation's state and environment.
    /// - Returns: `nil`.
    public func velocity<V>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    where V: VectorArithmetic {
        nil
    }

    /// A new animation does not merge with a running one by default.
    ///
    /// - Parameters:
    ///   - previous: The running animation.
    ///   - value: The new change.
    ///   - time: The time since the running animation began.
    ///   - context: The animation's state and environment.
    /// - Returns: `false`.
    public func shouldMerge<V>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool where V: VectorArithmetic {
        false
    }
}
