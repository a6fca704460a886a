// ViewLifecycle · HeadlessUIKit

/// A concrete feedback generator subclass that creates haptics to communicate successes,
/// failures, and warnings (played as nothing headlessly).
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Triggers notification feedback.
    ///
    /// - Parameter notificationType: The type of notification feedback.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
