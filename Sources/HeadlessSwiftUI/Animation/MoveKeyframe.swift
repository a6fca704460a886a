// ViewLifecycle · HeadlessSwiftUI

/// A keyframe that immediately moves to the given value without interpolating (played by
/// `KeyframeTimeline`; a `keyframeAnimator` stays at rest headlessly).
public struct MoveKeyframe<Value>: KeyframeTrackContent where Value: Animatable {
    /// A keyframe is its own body.
    public typealias Body = MoveKeyframe<Value>

    let target: Value

    /// Creates a new keyframe using the given value.
    ///
    /// - Parameter to: The value of the keyframe.
    public init(_ to: Value) {
        self.target = to
    }
}
