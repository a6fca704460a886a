// ViewLifecycle · HeadlessUIKit

extension UITextField {
    /// When an overlay (the clear button) shows, with UIKit's raw values.
    public enum ViewMode: Int, @unchecked Sendable {
        /// Never.
        case never = 0
        /// While editing.
        case whileEditing = 1
        /// While not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }
}
