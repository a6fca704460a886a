// ViewLifecycle · HeadlessUIKit

extension UIContextualAction {
    /// How a contextual action looks and behaves.
    public enum Style: Int, Sendable {
        /// An ordinary action.
        case normal = 0
        /// An action that deletes; the row goes away when it completes with `true`.
        case destructive = 1
    }
}
