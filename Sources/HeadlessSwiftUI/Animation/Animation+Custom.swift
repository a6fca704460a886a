// ViewLifecycle · HeadlessSwiftUI

import Foundation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Animation {
    /// Creates an animation from an app's custom animation. It is named after the custom
    /// animation's type and has no known duration (it finishes when its `animate` returns nil).
    ///
    /// - Parameter base: The custom animation.
    public init<A>(_ base: A) where A: CustomAnimation {
        self.init(
            name: String(describing: A.self), duration: .infinity, custom: CustomAnimationBox(base: base))
    }

    /// The animation as a custom animation: the app's own for one made with `init(_:)`, else a
    /// stand-in for the built-in curve (not modelled headlessly: it holds the target until its
    /// duration has passed).
    public var base: any CustomAnimation {
        custom?.base ?? BuiltInAnimation(name: name, duration: duration)
    }

    /// The animated value at `time`: the custom animation's answer, or for a built-in curve the
    /// target until its duration has passed; `nil` once finished.
    ///
    /// - Parameters:
    ///   - value: The change animated.
    ///   - time: The time since the animation began.
    ///   - context: The animation's state and environment.
    /// - Returns: The current value, or `nil`.
    public func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    where V: VectorArithmetic {
        Self.animate(base, value: value, time: time, context: &context)
    }

    /// The velocity at `time`, as the custom animation gives it (`nil` for a built-in curve).
    ///
    /// - Parameters:
    ///   - value: The change animated.
    ///   - time: The time since the animation began.
    ///   - context: The animation's state and environment.
    /// - Returns: The velocity, or `nil`.
    public func velocity<V>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    where V: VectorArithmetic {
        Self.velocity(base, value: value, time: time, context: context)
    }

    /// Whether this animation takes over from `previous`, as the custom animation decides
    /// (`false` for a built-in curve).
    ///
    /// - Parameters:
    ///   - previous: The running animation.
    ///   - value: The new change.
    ///   - time: The time since the running animation began.
    ///   - context: The animation's state and environment.
    /// - Returns: Whether to merge.
    public func shouldMerge<V>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool where V: VectorArithmetic {
        Self.shouldMerge(base, previous: previous, value: value, time: time, context: &context)
    }

    private static func animate<A: CustomAnimation, V: VectorArithmetic>(
        _ animation: A, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        animation.animate(value: value, time: time, context: &context)
    }

    private static func velocity<A: CustomAnimation, V: VectorArithmetic>(
        _ animation: A, value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        animation.velocity(value: value, time: time, context: context)
    }

    private static func shouldMerge<A: CustomAnimation, V: VectorArithmetic>(
        _ animation: A, previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        animation.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}
