// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Sources: a selection set in code calls textViewDidChangeSelection, textViewDidChange does not
// follow (https://github.com/wordpress-mobile/AztecEditor-iOS/pull/327), also for a view not being
// edited whose text is set (https://github.com/facebook/react-native/pull/2668, which logs the
// caret at the end after the value is set). Typing: the selection's callback before
// textViewDidChange (low confidence: seen only in a code comment), the notification after the
// delegate (a guess by analogy with the text field's, Docs/Evidence.md).
@Suite(.serialized, .headlessWorld) @MainActor struct UITextViewTextInputTests {
    final class Recorder: NSObject, UITextViewDelegate {
        func textView(
            _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
        ) -> Bool {
            log("shouldChange \(range.location),\(range.length) \(text)")
            return true
        }
        func textViewDidChangeSelection(_ textView: UITextView) {
            log("didChangeSelection \(textView.selectedRange.location)+\(textView.selectedRange.length)")
        }
        func textViewDidChange(_ textView: UITextView) { log("didChange \(textView.text ?? "")") }
        func textViewDidBeginEditing(_ textView: UITextView) { log("didBegin") }
        func textViewDidEndEditing(_ textView: UITextView) { log("didEnd") }
    }

    private func notes(_ recorder: Recorder) -> UITextView {
        let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        notes.accessibilityIdentifier = "notes"
        notes.delegate = recorder
        return notes
    }

    @Test("setting the text or the selection in code tells textViewDidChangeSelection only when it moves")
    func selectionInCode() {
        let transcript = Log.start()
        let recorder = Recorder()
        let notes = notes(recorder)
        notes.text = "Hello"
        notes.text = "Howdy"
        notes.selectedRange = NSRange(location: 1, length: 2)
        notes.selectedRange = NSRange(location: 1, length: 2)
        notes.selectedRange = NSRange(location: 9, length: 9)
        #expect(
            transcript.take() == [
                "didChangeSelection 5+0", "didChangeSelection 1+2", "didChangeSelection 5+0",
            ])
        withExtendedLifetime(recorder) {}
    }

    @Test("typing and the notifications: begin, should-change, selection, did-change, then each notification")
    func typingTranscript() throws {
        let transcript = Log.start()
        let recorder = Recorder()
        let notes = notes(recorder)
        let names = [
            UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
            UITextView.textDidEndEditingNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: notes, queue: nil) { note in
                let line = note.name.rawValue
                MainActor.assumeIsolated { log(line) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let screen = UIViewController()
        screen.view.addSubview(notes)
        _ = showInWindow(screen)
        Headless.runUntilIdle()

        try Headless.typeText("Hi", into: "notes")
        #expect(notes.resignFirstResponder())
        #expect(
            transcript.take() == [
                "didBegin", "UITextViewTextDidBeginEditingNotification",
                "shouldChange 0,0 H", "didChangeSelection 1+0", "didChange H",
                "UITextViewTextDidChangeNotification",
                "shouldChange 1,0 i", "didChangeSelection 2+0", "didChange Hi",
                "UITextViewTextDidChangeNotification",
                "didEnd", "UITextViewTextDidEndEditingNotification",
            ])
        withExtendedLifetime(recorder) {}
    }

    @Test("a text view is a UITextInput over the same UTF-16 offsets as its selectedRange")
    func textInput() throws {
        let recorder = Recorder()
        let notes = notes(recorder)
        notes.text = "one\ntwo"
        let input: any UITextInput = notes
        let start = try #require(input.position(from: input.beginningOfDocument, offset: 4))
        input.selectedTextRange = input.textRange(from: start, to: input.endOfDocument)
        #expect(notes.selectedRange == NSRange(location: 4, length: 3))
        input.replace(try #require(input.selectedTextRange), withText: "2")
        #expect(notes.text == "one\n2")
        #expect(notes.selectedRange == NSRange(location: 5, length: 0))
        #expect(input.textInputView === notes)
        withExtendedLifetime(recorder) {}
    }
}
