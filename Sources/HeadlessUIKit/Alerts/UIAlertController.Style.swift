// ViewLifecycle · HeadlessUIKit

extension UIAlertController {
    /// Constants indicating the type of alert to display, with UIKit's raw values.
    public enum Style: Int, @unchecked Sendable {
        /// An action sheet displayed by the view controller that presented it.
        case actionSheet = 0
        /// An alert displayed modally for the app.
        case alert = 1
    }
}
