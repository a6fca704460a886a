// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// One track's keyframes played from an initial value: the value at any time.
///
/// Each segment starts where the previous one ended (a spring given a duration ends where it is
/// then; one without runs until it settles, and ends at its target). A
/// velocity left `nil` is computed for smooth motion: a spring or cubic segment starts with the
/// velocity the previous segment ended with, and a cubic segment ends with the slope from its
/// start to the next keyframe (Catmull-Rom's tangent). At the track's start a spring starts at
/// rest, and a cubic segment, like one at the track's end, takes the slope across itself. SwiftUI documents the smoothness, not the
/// formula: these tangents are this model's, not measured on a device.
///
/// Main-actor isolated, as reading an `Animatable` value's data is here.
@MainActor
struct KeyframeCurve<Value: Animatable> {
    private typealias Data = Value.AnimatableData

    /// A segment as played: when it starts, from what value, and its tangents.
    private struct Plan {
        let segment: KeyframeSegment<Value>
        let startTime: TimeInterval
        let startValue: Data
        let startVelocity: Data
        let endVelocity: Data
    }

    private let initial: Value
    private let plans: [Plan]
    private let finalValue: Data
    /// The sum of the segments' durations.
    let duration: TimeInterval

    init(initialValue: Value, initialVelocity: Value?, segments: [KeyframeSegment<Value>]) {
        initial = initialValue
        var plans: [Plan] = []
        var time: TimeInterval = 0
        var value = initialValue.animatableData
        var velocity = initialVelocity?.animatableData
        for index in segments.indices {
            let segment = segments[index]
            let target = segment.target.animatableData
            let length = segment.duration
            let slope = Self.scaled(target - value, length > 0 ? 1 / length : 0)
            let end: (value: Data, velocity: Data)
            var startVelocity = velocity ?? slope
            switch segment {
            case .move:
                end = (target, .zero)
            case .linear(_, _, let curve):
                end = (target, Self.scaled(slope, curve.velocity(at: 1)))
            case .spring(_, let given, let spring, let givenVelocity):
                startVelocity = givenVelocity?.animatableData ?? velocity ?? .zero
                let distance = target - value
                // Without a duration the spring runs until it settles: it ends at its target.
                end =
                    given == nil
                    ? (target, .zero)
                    : (
                        value + spring.value(target: distance, initialVelocity: startVelocity, time: length),
                        spring.velocity(target: distance, initialVelocity: startVelocity, time: length)
                    )
            case .cubic(_, _, let given, let givenEnd):
                startVelocity = given?.animatableData ?? velocity ?? slope
                var tangent = slope
                if index + 1 < segments.count {
                    let next = segments[index + 1]
                    let span = length + next.duration
                    tangent = Self.scaled(next.target.animatableData - value, span > 0 ? 1 / span : 0)
                }
                end = (target, givenEnd?.animatableData ?? tangent)
            }
            plans.append(
                Plan(
                    segment: segment, startTime: time, startValue: value, startVelocity: startVelocity,
                    endVelocity: end.velocity))
            time += length
            value = end.value
            velocity = end.velocity
        }
        self.plans = plans
        finalValue = value
        duration = time
    }

    /// The value at `time`: the initial value before the track, the last value after it.
    func value(time: TimeInterval) -> Value {
        var result = initial
        guard time < duration, let index = plans.lastIndex(where: { $0.startTime <= time }) else {
            if time >= duration { result.animatableData = finalValue }
            return result
        }
        result.animatableData = Self.sample(plans[index], elapsed: time - plans[index].startTime)
        return result
    }

    /// The value `elapsed` seconds into `plan`'s segment.
    private static func sample(_ plan: Plan, elapsed: TimeInterval) -> Data {
        let segment = plan.segment
        let start = plan.startValue
        let target = segment.target.animatableData
        let length = segment.duration
        let progress = length > 0 ? min(max(elapsed / length, 0), 1) : 1
        switch segment {
        case .move:
            return target
        case .linear(_, _, let curve):
            return start + scaled(target - start, curve.value(at: progress))
        case .spring(_, _, let spring, _):
            return start
                + spring.value(
                    target: target - start, initialVelocity: plan.startVelocity, time: max(elapsed, 0))
        case .cubic:
            return hermite(
                start, plan.startVelocity, target, plan.endVelocity, length: length, progress: progress)
        }
    }

    /// The cubic Hermite curve from `start` to `end` with the given velocities (per second)
    /// over `length` seconds, at `progress`.
    private static func hermite(
        _ start: Data, _ startVelocity: Data, _ end: Data, _ endVelocity: Data, length: TimeInterval,
        progress s: Double
    ) -> Data {
        let s2 = s * s
        let s3 = s2 * s
        return scaled(start, 2 * s3 - 3 * s2 + 1) + scaled(startVelocity, (s3 - 2 * s2 + s) * length)
            + scaled(end, -2 * s3 + 3 * s2) + scaled(endVelocity, (s3 - s2) * length)
    }

    private static func scaled(_ value: Data, _ factor: Double) -> Data {
        var result = value
        result.scale(by: factor)
        return result
    }
}
