// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Sources: Apple's documentation of `KeyframeTimeline` (samples keyframes at a time or a
    // progress through its duration), `LinearKeyframe`, `MoveKeyframe`, `SpringKeyframe` ("nil to
    // use the settling duration of the spring") and `CubicKeyframe`. The cubic tangents left `nil`
    // are this model's (Catmull-Rom), not measured: see `KeyframeCurve`.
    @Suite @MainActor struct KeyframeTimelineTests {
        struct Point {
            var x = 0.0
            var y = 0.0
        }

        @Test("linear keyframes play in order; time and progress are clamped to the timeline")
        func linear() {
            let timeline = KeyframeTimeline(initialValue: 0.0) {
                LinearKeyframe(10.0, duration: 1)
                LinearKeyframe(20.0, duration: 1)
            }
            #expect(timeline.duration == 2)
            #expect(
                [-1, 0, 0.5, 1, 1.5, 2, 3].map { timeline.value(time: $0) } == [0, 0, 5, 10, 15, 20, 20])
            #expect(timeline.value(progress: 0.25) == 5)
        }

        @Test("a move keyframe jumps at once and takes no time")
        func move() {
            let timeline = KeyframeTimeline(initialValue: 0.0) {
                MoveKeyframe(5.0)
                LinearKeyframe(15.0, duration: 2)
            }
            #expect(timeline.duration == 2)
            #expect([0, 1, 2].map { timeline.value(time: $0) } == [5, 10, 15])
        }

        @Test("tracks animate their own properties; the timeline lasts as long as the longest")
        func tracks() {
            let timeline = KeyframeTimeline(initialValue: Point()) {
                KeyframeTrack(\Point.x) { LinearKeyframe(10.0, duration: 1) }
                KeyframeTrack(\Point.y) { LinearKeyframe(4.0, duration: 2) }
            }
            #expect(timeline.duration == 2)
            let point = timeline.value(time: 1)
            #expect([point.x, point.y] == [10, 2])
        }

        @Test("a spring keyframe follows its spring from rest; without a duration it settles")
        func spring() {
            let spring = Spring(duration: 0.5, bounce: 0)
            let timed = KeyframeTimeline(initialValue: 0.0) {
                SpringKeyframe(10.0, duration: 0.5, spring: spring)
            }
            #expect(timed.duration == 0.5)
            #expect(timed.value(time: 0.25) == spring.value(target: 10.0, initialVelocity: 0, time: 0.25))
            let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(10.0, spring: spring) }
            #expect(settling.duration == spring.settlingDuration)
            #expect(settling.value(time: settling.duration) == 10)
        }

        @Test("a cubic keyframe eases between given velocities; without them a lone one is linear")
        func cubic() {
            let eased = KeyframeTimeline(initialValue: 0.0) {
                CubicKeyframe(10.0, duration: 1, startVelocity: 0, endVelocity: 0)
            }
            #expect([0.25, 0.5, 1].map { eased.value(time: $0) } == [1.5625, 5, 10])
            let lone = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(10.0, duration: 1) }
            #expect(lone.value(time: 0.25) == 2.5)
        }

        @Test("an empty timeline lasts nothing and stays at its initial value")
        func empty() {
            let timeline = KeyframeTimeline(initialValue: 3.0) { KeyframeTrack(\Double.self) {} }
            #expect(timeline.duration == 0)
            #expect(timeline.value(time: 1) == 3)
        }
    }
}
