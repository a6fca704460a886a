// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's documentation of `Spring`: a damped harmonic oscillator with angular
    // frequency 2π / response and the spring's damping ratio, moving from zero to the target;
    // its force is stiffness times the distance left less damping times the velocity. A
    // critically damped spring of response 1 is at `1 - e^(-ωt)(1 + ωt)` of its target, ω = 2π.
    @Suite(.serialized) @MainActor struct SpringMotionTests {
        let critical = Spring(duration: 1, bounce: 0)

        @Test("a critically damped spring follows the closed form")
        func criticalValue() {
            let omega = 2 * Double.pi
            let expected = 1 - exp(-omega * 0.25) * (1 + omega * 0.25)
            #expect(abs(critical.value(target: 1.0, time: 0.25) - expected) < 1e-12)
            let speed = omega * omega * 0.25 * exp(-omega * 0.25)
            #expect(abs(critical.velocity(target: 1.0, time: 0.25) - speed) < 1e-12)
            #expect(critical.value(target: 1.0, time: 0) == 0)
        }

        @Test("a bouncy spring overshoots, then settles on its target")
        func bouncy() {
            let spring = Spring(duration: 0.5, bounce: 0.5)
            let peak = (1...100).map { spring.value(target: 1.0, time: Double($0) / 100) }.max() ?? 0
            #expect(peak > 1.1)
            #expect(abs(spring.value(target: 1.0, time: 10) - 1) < 1e-9)
            #expect(abs(spring.velocity(target: 1.0, time: 10)) < 1e-9)
        }

        @Test("an initial velocity carries the value away from zero at first")
        func initialVelocity() {
            #expect(critical.velocity(target: 0.0, initialVelocity: 5, time: 0) == 5)
            #expect(critical.value(target: 0.0, initialVelocity: 5, time: 0.01) > 0)
        }

        @Test("updating by a step matches the closed form")
        func update() {
            var value = 0.0
            var velocity = 0.0
            critical.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.1)
            critical.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.15)
            #expect(abs(value - critical.value(target: 1.0, time: 0.25)) < 1e-12)
            #expect(abs(velocity - critical.velocity(target: 1.0, time: 0.25)) < 1e-12)
        }

        @Test("the force is stiffness times the distance less damping times the velocity")
        func force() {
            #expect(critical.force(target: 1.0, position: 0, velocity: 0) == critical.stiffness)
            let force = critical.force(target: 0.0, position: 0, velocity: 2)
            #expect(abs(force + 2 * critical.damping) < 1e-12)
        }

        @Test("between two animatable values, the spring moves their difference")
        func animatableValues() {
            let omega = 2 * Double.pi
            let value = critical.value(fromValue: 2.0, toValue: 4.0, initialVelocity: 0.0, time: 0.25)
            #expect(abs(value - (2 + 2 * (1 - exp(-omega * 0.25) * (1 + omega * 0.25)))) < 1e-12)
            let point = critical.value(
                fromValue: CGPoint(x: 0, y: 10), toValue: CGPoint(x: 0, y: 20), initialVelocity: .zero,
                time: 10)
            #expect(abs(point.y - 20) < 1e-9 && point.x == 0)
            let speed = critical.velocity(fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0, time: 0.25)
            #expect(abs(speed - critical.velocity(target: 1.0, time: 0.25)) < 1e-12)
            #expect(
                critical.force(fromValue: 0.0, toValue: 1.0, position: 0.0, velocity: 0.0)
                    == critical.stiffness)
            let settling = critical.settlingDuration(
                fromValue: 1.0, toValue: 2.0, initialVelocity: 0.0, epsilon: 0.01)
            #expect(settling == critical.settlingDuration(target: 1.0, epsilon: 0.01))
        }

        @Test("the settling time is when the spring stays within epsilon")
        func settling() {
            let time = critical.settlingDuration(target: 1.0, epsilon: 0.01)
            #expect(abs(critical.value(target: 1.0, time: time) - 1) < 0.01)
            #expect(time > 0)
        }
    }
}
