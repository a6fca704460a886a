// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The damped harmonic oscillator of a spring, as SwiftUI documents it: angular frequency
/// ω₀ = 2π / response, damping ratio ζ. A displacement x₀ from the target and a velocity v₀
/// evolve as x(t) = A(t)·x₀ + B(t)·v₀ and v(t) = A′(t)·x₀ + B′(t)·v₀; these are the four
/// coefficients at a time, for the under-, critically and over-damped cases.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct SpringMotion {
    let a: Double
    let b: Double
    let aRate: Double
    let bRate: Double

    init(_ spring: Spring, time t: Double) {
        let omega = 2 * Double.pi / spring.duration
        let zeta = spring.dampingRatio
        if abs(zeta - 1) < 1e-9 {
            let decay = exp(-omega * t)
            a = decay * (1 + omega * t)
            b = t * decay
            aRate = -omega * omega * t * decay
            bRate = decay * (1 - omega * t)
        } else if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * omega * t)
            let (cosine, sine) = (cos(damped * t), sin(damped * t))
            a = decay * (cosine + zeta * omega / damped * sine)
            b = decay * sine / damped
            aRate = -decay * omega * omega / damped * sine
            bRate = decay * (cosine - zeta * omega / damped * sine)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let (e1, e2) = (exp(r1 * t), exp(r2 * t))
            a = (r1 * e2 - r2 * e1) / (r1 - r2)
            b = (e1 - e2) / (r1 - r2)
            aRate = r1 * r2 * (e2 - e1) / (r1 - r2)
            bRate = (r1 * e1 - r2 * e2) / (r1 - r2)
        }
    }

    /// `x·p + y·q` for vectors.
    static func combine<V: VectorArithmetic>(_ x: V, _ p: Double, _ y: V, _ q: Double) -> V {
        var first = x
        first.scale(by: p)
        var second = y
        second.scale(by: q)
        return first + second
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Spring {
    /// The time after which a spring moving from zero to `target` stays within `epsilon` of
    /// it: the last 1 ms step at which it is `epsilon` or further away, searched over ten times
    /// the spring's settling duration.
    ///
    /// - Parameters:
    ///   - target: The target value.
    ///   - initialVelocity: The starting velocity.
    ///   - epsilon: The distance counted as settled.
    /// - Returns: The settling time.
    public func settlingDuration<V>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval
    where V: VectorArithmetic {
        let step = 0.001
        let steps = Int((10 * max(settlingDuration, duration) / step).rounded(.up))
        var last = 0
        for index in 0...steps {
            let offset =
                value(target: target, initialVelocity: initialVelocity, time: Double(index) * step) - target
            if offset.magnitudeSquared.squareRoot() >= epsilon { last = index + 1 }
        }
        return Double(last) * step
    }

    /// The value at `time` of a spring that starts at zero with `initialVelocity` and moves to
    /// `target`.
    ///
    /// - Parameters:
    ///   - target: The target value.
    ///   - initialVelocity: The starting velocity.
    ///   - time: The time since the start.
    /// - Returns: The value.
    public func value<V>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V
    where V: VectorArithmetic {
        let motion = SpringMotion(self, time: time)
        return SpringMotion.combine(target, 1 - motion.a, initialVelocity, motion.b)
    }

    /// The velocity at `time` of a spring that starts at zero with `initialVelocity` and moves
    /// to `target`.
    ///
    /// - Parameters:
    ///   - target: The target value.
    ///   - initialVelocity: The starting velocity.
    ///   - time: The time since the start.
    /// - Returns: The velocity.
    public func velocity<V>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V
    where V: VectorArithmetic {
        let motion = SpringMotion(self, time: time)
        return SpringMotion.combine(target, -motion.aRate, initialVelocity, motion.bRate)
    }

    /// Advances a spring's value and velocity towards `target` by `deltaTime`.
    ///
    /// - Parameters:
    ///   - value: The value, updated.
    ///   - velocity: The velocity, updated.
    ///   - target: The target value.
    ///   - deltaTime: The time step.
    public func update<V>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval)
    where V: VectorArithmetic {
        let motion = SpringMotion(self, time: deltaTime)
        let displacement = value - target
        value = target + SpringMotion.combine(displacement, motion.a, velocity, motion.b)
        velocity = SpringMotion.combine(displacement, motion.aRate, velocity, motion.bRate)
    }

    /// The force on a spring at `position` moving at `velocity` towards `target`: stiffness
    /// times the distance to the target, less damping times the velocity.
    ///
    /// - Parameters:
    ///   - target: The target value.
    ///   - position: The current value.
    ///   - velocity: The current velocity.
    /// - Returns: The force.
    public func force<V>(target: V, position: V, velocity: V) -> V where V: VectorArithmetic {
        SpringMotion.combine(target - position, stiffness, velocity, -damping)
    }
}
