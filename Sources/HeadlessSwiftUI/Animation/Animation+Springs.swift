// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Animation {
    /// A persistent spring animation from a spring; logically complete after its duration.
    ///
    /// - Parameters:
    ///   - spring: The spring to animate with.
    ///   - blendDuration: The duration in seconds over which to interpolate changes to the spring.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        .init(name: "spring(\(spring.bounce))", duration: spring.duration)
    }

    /// An interpolating spring animation from a spring; logically complete after its duration.
    ///
    /// - Parameters:
    ///   - spring: The spring to animate with.
    ///   - initialVelocity: The initial velocity of the animation.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        .init(name: "interpolatingSpring(\(spring.bounce))", duration: spring.duration)
    }

    /// An interpolating spring animation from physical parameters; logically complete after the
    /// spring's response, `2π × √(mass / stiffness)`.
    ///
    /// - Parameters:
    ///   - mass: The mass of the object attached to the spring.
    ///   - stiffness: The spring stiffness coefficient.
    ///   - damping: The drag coefficient.
    ///   - initialVelocity: The initial velocity of the animation.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
        return .interpolatingSpring(spring, initialVelocity: initialVelocity)
    }

    /// An interpolating spring animation from a duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration of the spring.
    ///   - bounce: How bouncy the spring should be.
    ///   - initialVelocity: The initial velocity of the animation.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        .interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An interpolating spring animation with a 0.5 s duration and no bounce.
    public static var interpolatingSpring: Animation { .interpolatingSpring() }

    /// A spring animation with a short duration, for interactive gestures.
    public static var interactiveSpring: Animation { .interactiveSpring() }

    /// A spring animation for interactive gestures: `spring(duration:bounce:)` with
    /// `0.15 + extraBounce`, as Apple defines it.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration of the spring.
    ///   - extraBounce: How much more bounce than the 0.15 base.
    ///   - blendDuration: The duration over which to interpolate changes.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        .spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }
}
