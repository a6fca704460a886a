// ViewLifecycle · HeadlessUIKit

extension UITextField {
    /// Why editing ended, with UIKit's raw values.
    public enum DidEndEditingReason: Int, @unchecked Sendable {
        /// The text field resigned first responder.
        case committed = 0
    }
}
