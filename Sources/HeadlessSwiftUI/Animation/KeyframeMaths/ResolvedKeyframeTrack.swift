// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// One track of resolved keyframes: how long it lasts, and how it sets its property of the root
/// value at a time.
protocol ResolvedKeyframeTrack<Root> {
    associatedtype Root
    /// The track's duration.
    var duration: TimeInterval { get }
    /// Sets the track's property of `root` to its value at `time`.
    @MainActor func apply(to root: inout Root, time: TimeInterval)
}

/// A `KeyframeTrack` resolved from an initial value: its keyframes, played as a `KeyframeCurve`
/// of the property at `keyPath`.
struct KeyframeTrackPlan<Root, Value: Animatable>: ResolvedKeyframeTrack {
    let keyPath: WritableKeyPath<Root, Value>
    let initialValue: Value
    let initialVelocity: Value?
    let segments: [KeyframeSegment<Value>]

    var duration: TimeInterval { segments.reduce(0) { $0 + $1.duration } }

    @MainActor func apply(to root: inout Root, time: TimeInterval) {
        let curve = KeyframeCurve(
            initialValue: initialValue, initialVelocity: initialVelocity, segments: segments)
        root[keyPath: keyPath] = curve.value(time: time)
    }
}
