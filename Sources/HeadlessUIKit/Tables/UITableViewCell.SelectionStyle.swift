// ViewLifecycle · HeadlessUIKit

extension UITableViewCell {
    /// How a selected cell looks (recorded, never drawn).
    public enum SelectionStyle: Int, Sendable {
        /// No visible selection.
        case none = 0
        /// Blue.
        case blue = 1
        /// Gray.
        case gray = 2
        /// The system's default.
        case `default` = 3
    }
}
