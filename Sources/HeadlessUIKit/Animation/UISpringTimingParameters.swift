// ViewLifecycle · HeadlessUIKit

/// A spring timing curve: the system's spring, a damping ratio, the spring's physical
/// constants, or (iOS 17) a perceptual duration and bounce.
///
/// The headless runtime does not integrate the spring: an animator that uses one ends after
/// its duration, as every headless animation does. The spring is kept as it was given
/// (`Spring`), so a test can read which one a screen chose.
@available(iOS 10.0, *)
@MainActor @preconcurrency
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    package nonisolated let spring: Spring
    private nonisolated let velocity: CGVector

    /// The speed the animated property starts with, as a fraction of the whole change per second.
    open var initialVelocity: CGVector { velocity }

    /// Creates the system's spring.
    public override convenience init() {
        self.init(spring: .system, initialVelocity: .zero)
    }

    /// Creates a spring with a damping ratio: 1 settles without oscillating, less bounces.
    ///
    /// - Parameters:
    ///   - ratio: The damping ratio.
    ///   - velocity: The initial velocity.
    public convenience init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        self.init(spring: .dampingRatio(ratio), initialVelocity: velocity)
    }

    /// Creates a spring from its physical constants.
    ///
    /// - Parameters:
    ///   - mass: The mass of the object on the spring.
    ///   - stiffness: The spring's stiffness.
    ///   - damping: The damping.
    ///   - velocity: The initial velocity.
    public convenience init(
        mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
    ) {
        self.init(
            spring: .physical(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: velocity)
    }

    /// Creates a spring with a damping ratio that starts at rest.
    ///
    /// - Parameter ratio: The damping ratio.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// Creates a spring from its perceptual duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: How long the spring takes to look settled.
    ///   - bounce: 0 for no bounce, up to 1 for more; negative values overdamp.
    ///   - velocity: The initial velocity.
    @available(iOS 17.0, *)
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        self.init(spring: .perceptual(duration: duration, bounce: bounce), initialVelocity: velocity)
    }

    /// Creates a spring from its perceptual duration and bounce that starts at rest.
    ///
    /// - Parameters:
    ///   - duration: How long the spring takes to look settled.
    ///   - bounce: 0 for no bounce, up to 1 for more; negative values overdamp.
    @available(iOS 17.0, *)
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// Creates the system's spring from an archive; the headless runtime keeps no archived
    /// state.
    ///
    /// - Parameter coder: The archive (unused).
    public required nonisolated convenience init?(coder: NSCoder) {
        self.init(spring: .system, initialVelocity: .zero)
    }

    private nonisolated init(spring: Spring, initialVelocity: CGVector) {
        self.spring = spring
        self.velocity = initialVelocity
        super.init()
    }

    /// Archives nothing: the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive.
    public nonisolated func encode(with coder: NSCoder) {}

    /// A spring equal to this one.
    ///
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    public nonisolated func copy(with zone: NSZone? = nil) -> Any {
        UISpringTimingParameters(spring: spring, initialVelocity: velocity)
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }

    /// `nil`: the curve is a spring.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }

    /// The spring itself.
    public var springTimingParameters: UISpringTimingParameters? { self }
}
