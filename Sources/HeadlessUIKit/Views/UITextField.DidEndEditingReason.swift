// ViewLifecycle · HeadlessUIKit

extension UITextField {
    /// Why editing ended, with UIKit's raw values.
    public enum DidEndEditingReason: Int, @unchecked Sendable {
        /// The text field resigned first responder.
        case committed = 0
    }

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
