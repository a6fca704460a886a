// ViewLifecycle · HeadlessUIKit

extension UIButton {
    /// What a button means, which changes how the system shows it, with UIKit's raw values.
    public enum Role: Int, @unchecked Sendable {
        /// An ordinary button.
        case normal = 0
        /// The primary action.
        case primary = 1
        /// A cancelling action.
        case cancel = 2
        /// A destructive action.
        case destructive = 3
    }
}
