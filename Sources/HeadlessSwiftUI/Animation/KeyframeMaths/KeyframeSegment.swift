// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// One keyframe of a track, as the track's curve plays it: where it goes, how, and for how long.
enum KeyframeSegment<Value: Animatable> {
    /// `LinearKeyframe`: the value goes along `curve` from the previous value to `target`.
    case linear(target: Value, duration: TimeInterval, curve: UnitCurve)
    /// `SpringKeyframe`: `spring` pulls the value from the previous one towards `target`.
    case spring(target: Value, duration: TimeInterval?, spring: Spring, startVelocity: Value?)
    /// `CubicKeyframe`: a cubic Hermite curve from the previous value to `target`.
    case cubic(target: Value, duration: TimeInterval, startVelocity: Value?, endVelocity: Value?)
    /// `MoveKeyframe`: the value jumps to `target` at once.
    case move(target: Value)

    /// The keyframe's value.
    var target: Value {
        switch self {
        case .linear(let target, _, _), .spring(let target, _, _, _), .cubic(let target, _, _, _),
            .move(let target):
            return target
        }
    }

    /// How long the segment lasts: a spring without a duration takes its settling duration.
    var duration: TimeInterval {
        switch self {
        case .linear(_, let duration, _), .cubic(_, let duration, _, _): return max(duration, 0)
        case .spring(_, let duration, let spring, _): return max(duration ?? spring.settlingDuration, 0)
        case .move: return 0
        }
    }
}
