// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Apple's UITextFieldDelegate overview: the field becomes first responder, "the system displays
// the keyboard … and posts the keyboardWillShowNotification and keyboardDidShowNotification
// notifications as needed", then the field calls textFieldDidBeginEditing. The change-frame
// pair brackets the show pair: https://newbe.dev/why-is-uikeyboardwillshownotification-called-every-time-another-textfield-is-selected.
// The keyboard staying up (no notifications) when focus moves between inputs, its 336-point
// height and 0.25 s animation are guesses (Docs/HeadlessUIKit.md).
@Suite(.serialized, .headlessWorld) @MainActor struct KeyboardNotificationTests {
    final class FieldCoordinator: NSObject, UITextFieldDelegate {
        func textFieldDidBeginEditing(_ textField: UITextField) {
            log("didBegin \(textField.placeholder ?? "")")
        }
        func textFieldDidEndEditing(_ textField: UITextField) { log("didEnd \(textField.placeholder ?? "")") }
    }

    private static let names: [(NSNotification.Name, String)] = [
        (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
        (UIResponder.keyboardWillShowNotification, "willShow"),
        (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
        (UIResponder.keyboardDidShowNotification, "didShow"),
        (UIResponder.keyboardWillHideNotification, "willHide"),
        (UIResponder.keyboardDidHideNotification, "didHide"),
    ]

    private func observe() -> [NSObjectProtocol] {
        Self.names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                let y = Int(end?.origin.y ?? -1)
                MainActor.assumeIsolated { log("\(label) \(y)") }
            }
        }
    }

    @Test("the keyboard shows with the first input, stays while focus moves, and hides with the last")
    func showMoveHide() throws {
        let transcript = Log.start()
        let coordinator = FieldCoordinator()
        let name = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        name.placeholder = "Name"
        let email = UITextField(frame: CGRect(x: 0, y: 50, width: 300, height: 44))
        email.placeholder = "Email"
        for field in [name, email] { field.delegate = coordinator }
        let screen = UIViewController()
        screen.view.addSubview(name)
        screen.view.addSubview(email)
        _ = showInWindow(screen)
        Headless.runUntilIdle()
        let observers = observe()
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        _ = transcript.take()

        let screenHeight = Int(Headless.screenSize.height)
        let up = screenHeight - 336
        #expect(name.becomeFirstResponder())
        #expect(transcript.take() == ["willChangeFrame \(up)", "willShow \(up)", "didBegin Name"])
        Headless.runUntilIdle()
        #expect(transcript.take() == ["didChangeFrame \(up)", "didShow \(up)"])
        #expect(email.becomeFirstResponder())
        Headless.runUntilIdle()
        #expect(transcript.take() == ["didEnd Name", "didBegin Email"])
        #expect(email.resignFirstResponder())
        #expect(
            transcript.take() == [
                "willChangeFrame \(screenHeight)", "willHide \(screenHeight)", "didEnd Email",
            ])
        Headless.runUntilIdle()
        #expect(transcript.take() == ["didChangeFrame \(screenHeight)", "didHide \(screenHeight)"])
        withExtendedLifetime(coordinator) {}
    }
}
