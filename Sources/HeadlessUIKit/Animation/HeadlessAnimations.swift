// ViewLifecycle · HeadlessUIKit

/// The world's animation switches: `UIView.setAnimationsEnabled(_:)` and the depth of
/// `performWithoutAnimation` blocks.
@MainActor
final class HeadlessAnimations: HeadlessWorldPart {
    /// Whether the app left animations on.
    var enabled = true
    /// How many `performWithoutAnimation` blocks are running.
    var withoutAnimationDepth = 0

    /// Creates the part with animations on.
    init() {}

    /// Nothing to let go of.
    func tearDown() {}

    /// Whether an animation started now runs over time.
    var animates: Bool { enabled && withoutAnimationDepth == 0 }
}

extension HeadlessWorld {
    /// The world's animation switches, made on first use.
    var animations: HeadlessAnimations { part(HeadlessAnimations.self) }

    /// Runs `completion` once `delay + duration` virtual seconds have passed, or on the next
    /// run-loop turn when that is zero or animations are off (UIKit calls a completion
    /// asynchronously even then).
    func finishAnimation(after seconds: TimeInterval, _ completion: @escaping () -> Void) {
        if seconds > 0, animations.animates {
            schedule(after: seconds, completion)
        } else {
            enqueue(completion)
        }
    }
}
