// ViewLifecycle · HeadlessUIKit

extension UIResponder {
    /// Posted before the keyboard shows.
    public nonisolated static let keyboardWillShowNotification = NSNotification.Name(
        "UIKeyboardWillShowNotification")
    /// Posted after the keyboard has shown.
    public nonisolated static let keyboardDidShowNotification = NSNotification.Name(
        "UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    public nonisolated static let keyboardWillHideNotification = NSNotification.Name(
        "UIKeyboardWillHideNotification")
    /// Posted after the keyboard has hidden.
    public nonisolated static let keyboardDidHideNotification = NSNotification.Name(
        "UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    public nonisolated static let keyboardWillChangeFrameNotification = NSNotification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame has changed.
    public nonisolated static let keyboardDidChangeFrameNotification = NSNotification.Name(
        "UIKeyboardDidChangeFrameNotification")
    /// The user-info key of the keyboard's frame before the change, an `NSValue` holding a
    /// `CGRect` in screen coordinates.
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The user-info key of the keyboard's frame after the change, an `NSValue` holding a
    /// `CGRect` in screen coordinates.
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The user-info key of the animation's duration in seconds, an `NSNumber`.
    public nonisolated static let keyboardAnimationDurationUserInfoKey =
        "UIKeyboardAnimationDurationUserInfoKey"
    /// The user-info key of the animation's curve, an `NSNumber` holding a
    /// `UIView.AnimationCurve` raw value.
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// The user-info key of whether the keyboard belongs to this app, an `NSNumber` holding a
    /// Boolean.
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
