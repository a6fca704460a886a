// ViewLifecycle · HeadlessSwiftUI

/// The criteria that determines when an animation is considered finished.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool

    /// The animation has logically completed, but may still be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// The entire animation is finished and will now be removed.
    public static let removed = AnimationCompletionCriteria(removed: true)
}
