// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// UIKit's handshake when a text input (a text field, text view or search bar) takes the
    /// keyboard: nothing more if it has it already; off screen or unable, it refuses; its delegate
    /// may refuse; then it becomes first responder and announces it.
    ///
    /// - Parameters:
    ///   - shouldBegin: Asks the delegate (`true` without one).
    ///   - becomeFirstResponder: The superclass's `becomeFirstResponder()`.
    ///   - didBegin: Tells the delegate, and whatever else the input does once editing.
    /// - Returns: Whether the input is editing now.
    func beginEditingHandshake(
        shouldBegin: () -> Bool, becomeFirstResponder: () -> Bool, didBegin: () -> Void
    ) -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder, shouldBegin(), becomeFirstResponder() else {
            return false
        }
        didBegin()
        return true
    }

    /// UIKit's handshake when a text input gives the keyboard up: nothing if it does not have
    /// it; its delegate may refuse; then it resigns and announces it.
    ///
    /// - Parameters:
    ///   - shouldEnd: Asks the delegate (`true` without one).
    ///   - resignFirstResponder: The superclass's `resignFirstResponder()`.
    ///   - didEnd: Tells the delegate.
    /// - Returns: Whether editing ended.
    func endEditingHandshake(
        shouldEnd: () -> Bool, resignFirstResponder: () -> Bool, didEnd: () -> Void
    ) -> Bool {
        guard isFirstResponder else { return true }
        guard shouldEnd(), resignFirstResponder() else { return false }
        didEnd()
        return true
    }
}
