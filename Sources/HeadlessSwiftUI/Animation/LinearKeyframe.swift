// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A keyframe that uses simple linear interpolation (played by `KeyframeTimeline`; a
/// `keyframeAnimator` stays at rest headlessly).
public struct LinearKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// A keyframe is its own body.
    public typealias Body = LinearKeyframe<Value>

    let target: Value
    let duration: TimeInterval
    let timingCurve: UnitCurve

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe.
    ///   - timingCurve: A unit curve that controls the speed of interpolation.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.target = to
        self.duration = duration
        self.timingCurve = timingCurve
    }
}
