// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A keyframe that uses a cubic curve to smoothly interpolate between values (played by
/// `KeyframeTimeline`; a `keyframeAnimator` stays at rest headlessly).
public struct CubicKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// A keyframe is its own body.
    public typealias Body = CubicKeyframe<Value>

    let target: Value
    let duration: TimeInterval
    let startVelocity: Value?
    let endVelocity: Value?

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe.
    ///   - startVelocity: The velocity of the value at the beginning of the segment, or `nil`
    ///     to automatically compute the velocity.
    ///   - endVelocity: The velocity of the value at the end of the segment, or `nil` to
    ///     automatically compute the velocity.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.target = to
        self.duration = duration
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }
}
