// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The way a view changes over time to create a smooth visual transition from one state to another.
///
/// Nothing is drawn headlessly; an animation keeps its duration so `withAnimation`'s completion
/// runs once virtual time has passed it.
@frozen public struct Animation: Equatable, Sendable {
    /// A description of the curve, for equality.
    let name: String
    /// Seconds from the start until the animation is logically complete, delay included.
    let duration: TimeInterval
    /// The app's animation, for one made with `init(_:)`.
    let custom: CustomAnimationBox?

    init(name: String, duration: TimeInterval, custom: CustomAnimationBox? = nil) {
        self.name = name
        self.duration = duration
        self.custom = custom
    }

    /// A default animation instance: since iOS 17 `spring(response: 0.55, dampingFraction: 1.0,
    /// blendDuration: 0)` (Apple's documentation of `Animation.default`), so it is logically
    /// complete after 0.55 s.
    public static let `default` = Animation(name: "default", duration: 0.55)
    /// An animation that moves at a constant speed.
    public static var linear: Animation { .linear(duration: 0.35) }
    /// An animation that moves at a constant speed during a specified duration.
    public static func linear(duration: TimeInterval) -> Animation {
        .init(name: "linear", duration: duration)
    }
    /// An animation that starts slowly and then increases speed towards the end of the movement.
    public static var easeIn: Animation { .easeIn(duration: 0.35) }
    /// An animation with a specified duration that starts slowly and then increases speed towards the end.
    public static func easeIn(duration: TimeInterval) -> Animation {
        .init(name: "easeIn", duration: duration)
    }
    /// An animation that starts quickly and then slows towards the end of the movement.
    public static var easeOut: Animation { .easeOut(duration: 0.35) }
    /// An animation with a specified duration that starts quickly and then slows towards the end.
    public static func easeOut(duration: TimeInterval) -> Animation {
        .init(name: "easeOut", duration: duration)
    }
    /// An animation that combines the behaviors of in and out easing animations.
    public static var easeInOut: Animation { .easeInOut(duration: 0.35) }
    /// An animation with a specified duration that combines the behaviors of in and out easing.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        .init(name: "easeInOut", duration: duration)
    }
    /// An animation created from a cubic Bézier timing curve.
    ///
    /// - Parameters:
    ///   - p1x: The x-coordinate of the first control point.
    ///   - p1y: The y-coordinate of the first control point.
    ///   - p2x: The x-coordinate of the second control point.
    ///   - p2y: The y-coordinate of the second control point.
    ///   - duration: The length of time, expressed in seconds, the animation takes to complete.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        .init(name: "timingCurve(\(p1x), \(p1y), \(p2x), \(p2y))", duration: duration)
    }
    /// A persistent spring animation.
    public static var spring: Animation { .spring(duration: 0.5) }
    /// A persistent spring animation, specified using a duration and bounce.
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
    ) -> Animation {
        .init(name: "spring(\(bounce))", duration: duration)
    }
    /// A persistent spring animation, specified with a response and damping fraction.
    ///
    /// Disfavored, as Apple declares it, so `.spring()` picks the duration-and-bounce form.
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    )
        -> Animation
    { .init(name: "spring(\(dampingFraction))", duration: response) }
    /// An interpolating spring animation that uses a damped spring model.
    ///
    /// Disfavored, as Apple declares it, so `.interactiveSpring()` picks the duration form.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation { .init(name: "interactiveSpring", duration: response) }
    /// A smooth spring animation with a predefined duration and no bounce.
    public static var smooth: Animation { .smooth(duration: 0.5) }
    /// A smooth spring animation with a predefined duration and no bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        .init(name: "smooth", duration: duration)
    }
    /// A spring animation with a predefined duration and small amount of bounce that feels more snappy.
    public static var snappy: Animation { .snappy(duration: 0.5) }
    /// A spring animation with a predefined duration and small amount of bounce that feels more snappy.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        .init(name: "snappy", duration: duration)
    }
    /// A spring animation with a predefined duration and higher amount of bounce.
    public static var bouncy: Animation { .bouncy(duration: 0.5) }
    /// A spring animation with a predefined duration and higher amount of bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        .init(name: "bouncy", duration: duration)
    }

    /// Delays the start of the animation by the specified number of seconds.
    public func delay(_ delay: TimeInterval) -> Animation { .init(name: name, duration: duration + delay) }
    /// Changes the duration of an animation by adjusting its speed.
    public func speed(_ speed: Double) -> Animation {
        .init(name: name, duration: speed > 0 ? duration / speed : duration)
    }
    /// Repeats the animation for a specific number of times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        .init(name: name, duration: duration * Double(max(repeatCount, 1)))
    }
    /// Repeats the animation for the lifespan of the view containing the animation.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        .init(name: name + ".repeatForever", duration: .infinity)
    }
}
