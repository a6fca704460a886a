// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// Animates changes: `animations` runs at once (the model values change at the call, as on
    /// a device), and `completion` gets `true` once `delay + duration` virtual seconds have
    /// passed (`Headless.advance(by:)`, `runUntilIdle()`).
    ///
    /// - Parameters:
    ///   - duration: The animation's length.
    ///   - delay: The wait before it starts.
    ///   - options: How it runs (kept for fidelity; only time matters here).
    ///   - animations: The changes.
    ///   - completion: Runs when it ends.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(length: delay + duration, animations: animations, completion: completion)
    }

    /// Animates changes with no delay; see `animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// - Parameters:
    ///   - duration: The animation's length.
    ///   - animations: The changes.
    ///   - completion: Runs when it ends.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(length: duration, animations: animations, completion: completion)
    }

    /// Animates changes with no delay and no completion.
    ///
    /// - Parameters:
    ///   - duration: The animation's length.
    ///   - animations: The changes.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runAnimation(length: duration, animations: animations, completion: nil)
    }

    /// Animates changes with a spring; the spring's settling is not modelled, so the completion
    /// comes after `delay + duration`, as for the plain form.
    ///
    /// - Parameters:
    ///   - duration: The animation's length.
    ///   - delay: The wait before it starts.
    ///   - dampingRatio: The spring's damping.
    ///   - velocity: The initial velocity.
    ///   - options: How it runs.
    ///   - animations: The changes.
    ///   - completion: Runs when it ends.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(length: delay + duration, animations: animations, completion: completion)
    }

    /// Animates a change of a view's content with a transition such as a flip or a cross
    /// dissolve.
    ///
    /// - Parameters:
    ///   - view: The view whose content changes.
    ///   - duration: The transition's length.
    ///   - options: The transition (kept for fidelity).
    ///   - animations: The changes, or `nil`.
    ///   - completion: Runs when it ends.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(length: duration, animations: animations ?? {}, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: animations started inside finish on
    /// the next run-loop turn.
    ///
    /// - Parameter actionsWithoutAnimation: The changes.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let animations = HeadlessWorld.shared.animations
        animations.withoutAnimationDepth += 1
        defer { animations.withoutAnimationDepth -= 1 }
        actionsWithoutAnimation()
    }

    /// Whether animations run over time: off inside `performWithoutAnimation` or after
    /// `setAnimationsEnabled(false)`.
    public class var areAnimationsEnabled: Bool { HeadlessWorld.shared.animations.animates }

    /// Turns animations on or off for the app.
    ///
    /// - Parameter enabled: Whether they run over time.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        HeadlessWorld.shared.animations.enabled = enabled
    }

    private class func runAnimation(
        length: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        animations()
        guard let completion else { return }
        HeadlessWorld.shared.finishAnimation(after: length) { completion(true) }
    }
}
