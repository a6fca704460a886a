// ViewLifecycle · HeadlessUIKit

/// An object that displays an editable text area: here its text and placeholder, enough for an
/// alert's text fields.
@MainActor
open class UITextField: UIView {
    /// The text that the text field displays.
    open var text: String?
    /// The string that displays when there is no other text in the text field.
    open var placeholder: String?
    /// A Boolean value that indicates whether the text object disables copying and hides the text.
    open var isSecureTextEntry = false
}
