// ViewLifecycle · HeadlessUIKit

/// A text view takes the keyboard's characters (`insertText(_:)`, `deleteBackward()`).
extension UITextView: UIKeyInput {}
