// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// The text views, text fields and search bars that SwiftUI apps wrap in a representable, with a
// coordinator as delegate. Orders: Apple's "Text Programming Guide for iOS" (Managing the
// Keyboard; the sequence of delegate messages: should-begin, first responder, did-begin, the
// editing messages, should-end, resign, did-end; mirrored at https://u72.net/daima/wvcc.html)
// and UITextViewDelegate's reference (shouldChangeTextIn "whenever the user types a new
// character"; textViewDidChange for user-initiated changes only,
// https://github.com/twostraws/Sourceful/pull/19). `insertText` called in code reaches no
// delegate method: https://github.com/illyabusigin/CYRKeyboardButton/issues/1.
@Suite(.serialized, .headlessWorld) @MainActor struct WrappedTextInputTests {
    final class NoteCoordinator: NSObject, UITextViewDelegate {
        var refused: Set<String> = []
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
            log("shouldBegin")
            return true
        }
        func textViewDidBeginEditing(_ textView: UITextView) { log("didBegin") }
        func textView(
            _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
        )
            -> Bool
        {
            log("shouldChange \(range.location),\(range.length) \(text)")
            return !refused.contains(text)
        }
        func textViewDidChange(_ textView: UITextView) { log("didChange \(textView.text ?? "")") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
            log("shouldEnd")
            return true
        }
        func textViewDidEndEditing(_ textView: UITextView) { log("didEnd \(textView.text ?? "")") }
    }

    final class QueryCoordinator: NSObject, UISearchBarDelegate {
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
            log("shouldBegin")
            return true
        }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log("didBegin") }
        func searchBar(
            _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
        )
            -> Bool
        {
            log("shouldChange \(range.location) \(text)")
            return text != "!"
        }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            log("textDidChange \(searchText)")
        }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log("searchClicked") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log("cancelClicked") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log("didEnd") }
    }

    final class FieldCoordinator: NSObject, UITextFieldDelegate {
        func textFieldDidBeginEditing(_ textField: UITextField) { log("didBegin") }
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
            replacementString string: String
        ) -> Bool {
            log("shouldChange \(string)")
            return true
        }
        func textFieldDidChangeSelection(_ textField: UITextField) {
            log("didChangeSelection \(textField.text ?? "")")
        }
    }

    private func show(_ view: UIView) {
        let screen = UIViewController()
        screen.view.addSubview(view)
        _ = showInWindow(screen)
        Headless.runUntilIdle()
    }

    @Test("typing into a text view: should-begin, did-begin, then should-change and did-change per keystroke")
    func textViewTranscript() throws {
        let transcript = Log.start()
        let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        notes.accessibilityIdentifier = "notes"
        let coordinator = NoteCoordinator()
        coordinator.refused = ["x"]
        notes.delegate = coordinator
        show(notes)
        _ = transcript.take()

        try Headless.typeText("Hix", into: "notes")
        #expect(
            transcript.take() == [
                "shouldBegin", "didBegin",
                "shouldChange 0,0 H", "didChange H",
                "shouldChange 1,0 i", "didChange Hi",
                "shouldChange 2,0 x",
            ])
        #expect(notes.text == "Hi")
        #expect(notes.selectedRange == NSRange(location: 2, length: 0))
        #expect(notes.resignFirstResponder())
        #expect(transcript.take() == ["shouldEnd", "didEnd Hi"])
        withExtendedLifetime(coordinator) {}
    }

    @Test("typing replaces the selection; insertText in code changes the text and tells no delegate method")
    func selectionAndKeyInput() throws {
        let transcript = Log.start()
        let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        notes.accessibilityIdentifier = "notes"
        let coordinator = NoteCoordinator()
        notes.delegate = coordinator
        show(notes)
        notes.text = "cat"
        notes.selectedRange = NSRange(location: 0, length: 1)
        _ = transcript.take()

        try Headless.typeText("b", into: "notes")
        #expect(transcript.take() == ["shouldBegin", "didBegin", "shouldChange 0,1 b", "didChange bat"])
        notes.insertText("r")
        #expect(notes.text == "brat")
        notes.deleteBackward()
        notes.deleteBackward()
        #expect(notes.text == "at")
        #expect(notes.hasText)
        #expect(transcript.take() == [])
        withExtendedLifetime(coordinator) {}
    }

    @Test(
        "a search bar on its own edits like a text field: begin, should-change, text-did-change, search, cancel"
    )
    func searchBarTranscript() throws {
        let transcript = Log.start()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 300, height: 56))
        bar.placeholder = "Search recipes"
        bar.showsCancelButton = true
        let coordinator = QueryCoordinator()
        bar.delegate = coordinator
        show(bar)
        _ = transcript.take()

        try Headless.typeText("p!i", into: "Search recipes", submit: true)
        #expect(
            transcript.take() == [
                "shouldBegin", "didBegin",
                "shouldChange 0 p", "textDidChange p",
                "shouldChange 1 !",
                "shouldChange 1 i", "textDidChange pi",
                "searchClicked",
            ])
        #expect(bar.text == "pi")
        try Headless.typeText("\u{8}", into: "Search recipes")
        #expect(transcript.take() == ["shouldChange 1 ", "textDidChange p"])
        try Headless.tapSearchBarCancelButton("Search recipes")
        #expect(transcript.take() == ["cancelClicked"])
        #expect(bar.resignFirstResponder())
        #expect(transcript.take() == ["didEnd"])
        withExtendedLifetime(coordinator) {}
    }

    @Test("a search bar without a Cancel button refuses the driver's tap on it")
    func searchBarWithoutCancel() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 300, height: 56))
        bar.placeholder = "Find"
        show(bar)
        #expect(throws: Headless.ControlError.self) { try Headless.tapSearchBarCancelButton("Find") }
    }

    // Guess (no source found): each keystroke moves the insertion point after the text changes,
    // so textFieldDidChangeSelection follows it; wrappers that copy the text into a binding
    // there (a common pattern) see every keystroke.
    @Test("a text field tells textFieldDidChangeSelection after each accepted keystroke")
    func textFieldSelection() throws {
        let transcript = Log.start()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        field.placeholder = "Name"
        let coordinator = FieldCoordinator()
        field.delegate = coordinator
        show(field)
        _ = transcript.take()

        try Headless.typeText("Al", into: "Name")
        #expect(
            transcript.take() == [
                "didBegin", "shouldChange A", "didChangeSelection A", "shouldChange l",
                "didChangeSelection Al",
            ])
        withExtendedLifetime(coordinator) {}
    }
}
