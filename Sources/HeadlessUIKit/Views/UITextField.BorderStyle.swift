// ViewLifecycle · HeadlessUIKit

extension UITextField {
    /// The text field's border, with UIKit's raw values.
    public enum BorderStyle: Int, @unchecked Sendable {
        /// No border.
        case none = 0
        /// A thin line.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// Rounded corners.
        case roundedRect = 3
    }
}
