// ViewLifecycle · HeadlessUIKit

/// An animator that can be started, paused, scrubbed, stopped and finished, on virtual time.
///
/// Its animation blocks run when it starts (or is first paused or scrubbed); a block added
/// while it is active runs at once. The completions get `.end` once the duration has passed
/// in virtual time (`Headless.advance(by:)`, `runUntilIdle()`), or the position given to
/// `finishAnimation(at:)`. Its life is `UIViewPropertyAnimator.Machine`.
@MainActor @preconcurrency
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    private var machine: Machine
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var endToken = 0
    /// The animation's length.
    open private(set) var duration: TimeInterval
    /// The wait before the animation starts.
    open private(set) var delay: TimeInterval = 0
    /// Whether the animated views take touches while it runs.
    open var isUserInteractionEnabled = true
    /// Whether the animator can be paused and stopped.
    open var isInterruptible = true
    /// Whether scrubbing follows a linear curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active, paused at its end, instead of completing.
    open var pausesOnCompletion = false
    /// Whether the animation runs backwards (kept; the end is the same here).
    open var isReversed = false

    /// The timing curve it was made with.
    open private(set) var timingParameters: (any UITimingCurveProvider)?

    /// Creates an animator with a timing curve: a cubic or a spring curve, or one of the app's.
    ///
    /// - Parameters:
    ///   - duration: The length.
    ///   - parameters: The timing curve (kept; the headless animation ends after `duration`
    ///     whatever the curve).
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        self.machine = Machine(duration: duration)
        self.timingParameters = parameters
        super.init()
    }

    private convenience init(
        duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider,
        animations: (() -> Void)?
    ) {
        self.init(duration: duration, timingParameters: parameters)
        if let animations { self.animations = [animations] }
    }

    /// Creates an animator with a standard curve.
    ///
    /// - Parameters:
    ///   - duration: The length.
    ///   - curve: The timing curve (kept in `timingParameters`).
    ///   - animations: The first animation block, or `nil`.
    public convenience init(
        duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve),
            animations: animations)
    }

    /// Creates an animator with a cubic Bézier curve.
    ///
    /// - Parameters:
    ///   - duration: The length.
    ///   - point1: The first control point (kept in `timingParameters`).
    ///   - point2: The second control point.
    ///   - animations: The first animation block, or `nil`.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2),
            animations: animations)
    }

    /// Creates an animator with a spring; its settling is not modelled.
    ///
    /// - Parameters:
    ///   - duration: The length.
    ///   - ratio: The damping ratio (kept in `timingParameters`).
    ///   - animations: The first animation block, or `nil`.
    public convenience init(
        duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio),
            animations: animations)
    }

    /// Creates and starts an animator, as `UIView.animate` does.
    ///
    /// - Parameters:
    ///   - duration: The length.
    ///   - delay: The wait before it starts.
    ///   - options: How it runs (kept for fidelity).
    ///   - animations: The animation block.
    ///   - completion: Runs with the end position.
    /// - Returns: The running animator (of this class; a subclass that calls it gets a trap,
    ///   since its initializers are not known here).
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = UIViewPropertyAnimator(
            duration: duration,
            timingParameters: UICubicTimingParameters(
                animationCurve: UIView.AnimationCurve(rawValue: Int(options.rawValue >> 16) & 3) ?? .easeInOut
            ),
            animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator as! Self
    }

    /// Where the animator is.
    open var state: UIViewAnimatingState {
        switch machine.phase {
        case .inactive: return .inactive
        case .running, .paused: return .active
        case .stopped: return .stopped
        }
    }

    /// Whether the animator is running (active and not paused).
    open var isRunning: Bool {
        if case .running = machine.phase { return true }
        return false
    }

    /// How far the animation has come, from 0 to 1; setting it scrubs a paused animator.
    open var fractionComplete: CGFloat {
        get { machine.fraction(at: HeadlessWorld.shared.now) }
        set { perform(machine.scrub(to: newValue)) }
    }

    /// Adds an animation block: it runs at once while the animator is active.
    ///
    /// - Parameter animation: The block.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active {
            animation()
        } else {
            animations.append(animation)
        }
    }

    /// Adds an animation block that starts part-way (the delay is not modelled).
    ///
    /// - Parameters:
    ///   - animation: The block.
    ///   - delayFactor: The fraction of the duration before it starts.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a completion, run with the end position.
    ///
    /// - Parameter completion: The block.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts or resumes the animation.
    open func startAnimation() {
        perform(machine.start(at: HeadlessWorld.shared.now))
    }

    /// Starts the animation after `delay` virtual seconds.
    ///
    /// - Parameter delay: The wait.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard delay > 0 else { return startAnimation() }
        self.delay = delay
        // The run loop holds a started animator until it ends, as UIKit does.
        HeadlessWorld.shared.schedule(after: delay) { self.startAnimation() }
    }

    /// Pauses the animation where it is.
    open func pauseAnimation() {
        perform(machine.pause(at: HeadlessWorld.shared.now))
    }

    /// Stops the animation: without finishing it ends at once with no completions; otherwise
    /// it waits for `finishAnimation(at:)`.
    ///
    /// - Parameter withoutFinishing: Whether to skip the finishing step.
    open func stopAnimation(_ withoutFinishing: Bool) {
        perform(machine.stop(withoutFinishing: withoutFinishing, at: HeadlessWorld.shared.now))
    }

    /// Finishes a stopped animation: the completions run with `finalPosition`.
    ///
    /// - Parameter finalPosition: Where it ended.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        perform(machine.finish(at: finalPosition))
    }

    private func perform(_ action: Machine.Action) {
        switch action {
        case .none, .refused: return
        case .begin(let remaining):
            let pending = animations
            animations = []
            for animation in pending { animation() }
            if let remaining { fileEnd(after: remaining) }
        case .resume(let remaining): fileEnd(after: remaining)
        case .cancelEnd: endToken += 1
        case .abandon:
            endToken += 1
            animations = []
            completions = []
        case .complete(let position):
            endToken += 1
            let pending = completions
            completions = []
            for completion in pending { completion(position) }
        }
    }

    private func fileEnd(after seconds: TimeInterval) {
        endToken += 1
        let token = endToken
        // The run loop holds a running animator until its end, as UIKit does, so an animator
        // nobody keeps still completes.
        HeadlessWorld.shared.schedule(after: max(seconds, 0)) {
            guard token == self.endToken else { return }
            self.perform(self.machine.reachEnd(pausesOnCompletion: self.pausesOnCompletion))
        }
    }
}
