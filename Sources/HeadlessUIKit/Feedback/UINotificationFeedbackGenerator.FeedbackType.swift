// ViewLifecycle · HeadlessUIKit

extension UINotificationFeedbackGenerator {
    /// The type of notification that a notification feedback generator object generates.
    public enum FeedbackType: Int, Sendable {
        /// A notification feedback type that indicates a task has completed successfully.
        case success = 0
        /// A notification feedback type that indicates a task has produced a warning.
        case warning = 1
        /// A notification feedback type that indicates a task has failed.
        case error = 2
    }
}
