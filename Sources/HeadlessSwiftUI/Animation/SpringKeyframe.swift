// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A keyframe that uses a spring function to interpolate to the given value (played by
/// `KeyframeTimeline`; a `keyframeAnimator` stays at rest headlessly).
public struct SpringKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// A keyframe is its own body.
    public typealias Body = SpringKeyframe<Value>

    let target: Value
    let duration: TimeInterval?
    let spring: Spring
    let startVelocity: Value?

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe, or `nil` to use
    ///     the settling duration of the spring.
    ///   - spring: The spring that defines the shape of the segment before this keyframe.
    ///   - startVelocity: The velocity of the value at the start of the segment, or `nil` to
    ///     automatically compute the velocity.
    public init(
        _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil
    ) {
        self.target = to
        self.duration = duration
        self.spring = spring
        self.startVelocity = startVelocity
    }
}
