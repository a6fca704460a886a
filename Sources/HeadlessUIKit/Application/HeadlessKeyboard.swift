// ViewLifecycle · HeadlessUIKit

import Foundation

/// The software keyboard: it shows when a text input becomes first responder and hides when
/// the last one resigns, posting UIKit's notifications around a virtual-time animation.
///
/// Order: `keyboardWillChangeFrame`, `keyboardWillShow` while the input becomes first
/// responder (before its delegate's did-begin, as Apple's `UITextFieldDelegate` overview
/// lists: the keyboard shows and posts, then `textFieldDidBeginEditing`), then
/// `keyboardDidChangeFrame`, `keyboardDidShow` when the animation ends (the change-frame pair
/// around the show pair: https://newbe.dev/why-is-uikeyboardwillshownotification-called-every-time-another-textfield-is-selected).
/// Hiding mirrors it. Moving from one input to another keeps the keyboard up and posts
/// nothing (a guess for a keyboard whose frame does not change). The keyboard's height (336
/// points on a phone in portrait, 0.25 s animation) is a guess.
@MainActor
enum HeadlessKeyboard {
    /// How long the keyboard's animation lasts, in seconds.
    static let animationDuration: TimeInterval = 0.25
    /// The keyboard's height.
    static let height: CGFloat = 336

    /// The keyboard's frame on screen when shown, and below the screen when hidden.
    static func frame(shown: Bool) -> CGRect {
        let screen = HeadlessWorld.screenBounds
        return CGRect(
            x: 0, y: shown ? screen.height - height : screen.height, width: screen.width, height: height)
    }

    /// Shows or hides the keyboard, posting the will-notifications now and the did-notifications
    /// when the animation ends.
    ///
    /// - Parameter shown: Whether the keyboard shows.
    static func move(shown: Bool) {
        let world = HeadlessWorld.shared
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: frame(shown: !shown)),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame(shown: shown)),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
        center.post(
            name: shown ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
            object: nil, userInfo: userInfo)
        world.schedule(after: animationDuration) {
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo)
            center.post(
                name: shown
                    ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                object: nil, userInfo: userInfo)
        }
    }
}
