// ViewLifecycle · HeadlessUIKit

extension UIAlertAction {
    /// Styles to apply to action buttons in an alert, with UIKit's raw values.
    public enum Style: Int, @unchecked Sendable {
        /// Apply the default style to the action's button.
        case `default` = 0
        /// Apply a style that indicates the action cancels the operation and leaves things unchanged.
        case cancel = 1
        /// Apply a style that indicates the action might change or delete data.
        case destructive = 2
    }
}
