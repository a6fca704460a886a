// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UITextInput.h (iOS 17.4 SDK) for the protocol; the caret after `text` set in code is at
// the end (https://github.com/fjcaetano/NSStringMask/pull/8); `insertText` and `replace` called in
// code ask no delegate
// (https://stackoverflow.com/questions/4674023/how-can-i-get-uitextfielddelegate-shouldchangecharactersinrange-to-fire-with-cus,
// https://stackoverflow.com/questions/5886258/ios-how-to-send-key-to-uitextfield/9223533).
@Suite(.serialized, .headlessWorld) @MainActor struct UITextFieldTextInputTests {
    final class Recorder: NSObject, UITextFieldDelegate {
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
            replacementString string: String
        ) -> Bool {
            log("shouldChange \(range.location),\(range.length) \(string)")
            return true
        }
        func textFieldDidChangeSelection(_ textField: UITextField) {
            log("didChangeSelection \(caret(of: textField))")
        }
    }

    private func field(_ text: String) -> UITextField {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        field.placeholder = "Field"
        field.text = text
        return field
    }

    private func position(_ field: UITextField, _ offset: Int) throws -> UITextPosition {
        try #require(field.position(from: field.beginningOfDocument, offset: offset))
    }

    private func show(_ field: UITextField) {
        let screen = UIViewController()
        screen.view.addSubview(field)
        _ = showInWindow(screen)
        Headless.runUntilIdle()
    }

    @Test("positions count UTF-16 units: an emoji is two, and a position outside the text is nil")
    func positions() throws {
        let field = field("hé👍!")
        let start = field.beginningOfDocument
        let end = field.endOfDocument
        #expect(field.offset(from: start, to: end) == 5)
        let afterEmoji = try #require(field.position(from: start, offset: 4))
        #expect(field.position(from: end, offset: 1) == nil)
        #expect(field.position(from: start, offset: -1) == nil)
        #expect(
            field.position(from: afterEmoji, in: .left, offset: 2) == field.position(from: start, offset: 2))
        #expect(field.position(from: afterEmoji, in: .up, offset: 1) == nil)
        #expect(field.compare(start, to: afterEmoji) == .orderedAscending)
        #expect(field.compare(end, to: afterEmoji) == .orderedDescending)
        #expect(field.compare(afterEmoji, to: try position(field, 4)) == .orderedSame)
        let emoji = try #require(field.textRange(from: afterEmoji, to: try position(field, 2)))
        #expect(field.text(in: emoji) == "👍")
        #expect(!emoji.isEmpty)
        #expect(field.offset(from: emoji.start, to: emoji.end) == 2)
        #expect(field.characterRange(byExtending: afterEmoji, in: .left).flatMap(field.text(in:)) == "👍")
        #expect(field.characterRange(byExtending: end, in: .right) == nil)
        #expect(field.position(within: emoji, farthestIn: .right) == afterEmoji)
    }

    @Test("text set in code puts the caret at the end; a selection set in code is kept within the text")
    func caretInCode() throws {
        let field = field("hello")
        #expect(caret(of: field) == "5+0")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        #expect(caret(of: field) == "0+5")
        let beyond = try #require(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
        field.text = "hi"
        field.selectedTextRange = beyond
        #expect(caret(of: field) == "0+2")
        field.text = nil
        #expect(field.text == "")
        #expect(!field.hasText)
    }

    @Test("typing goes in at the caret the code moved; the delegate hears that range, then the selection")
    func typingAtTheCaret() throws {
        let transcript = Log.start()
        let field = field("ac")
        let recorder = Recorder()
        field.delegate = recorder
        show(field)
        #expect(field.becomeFirstResponder())
        let middle = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        field.selectedTextRange = field.textRange(from: middle, to: middle)
        _ = transcript.take()

        try Headless.typeText("b", into: "Field")
        #expect(transcript.take() == ["shouldChange 1,0 b", "didChangeSelection 2+0"])
        #expect(field.text == "abc")
        withExtendedLifetime(recorder) {}
    }

    @Test("a selection moved in code tells the delegate while editing, and not before")
    func selectionChangesWhileEditing() throws {
        let transcript = Log.start()
        let field = field("abc")
        let recorder = Recorder()
        field.delegate = recorder
        show(field)
        field.selectedTextRange = field.textRange(
            from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(transcript.take() == [])
        #expect(field.becomeFirstResponder())
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        #expect(transcript.take() == ["didChangeSelection 3+0"])
        withExtendedLifetime(recorder) {}
    }

    @Test("replace, insertText and deleteBackward in code ask the delegate nothing; the moved caret is told")
    func editsInCode() throws {
        let transcript = Log.start()
        let field = field("a👍c")
        let recorder = Recorder()
        field.delegate = recorder
        show(field)
        #expect(field.becomeFirstResponder())
        _ = transcript.take()
        let emoji = try #require(field.textRange(from: try position(field, 1), to: try position(field, 3)))
        field.replace(emoji, withText: "b")
        #expect(field.text == "abc")
        field.insertText("x")
        #expect(field.text == "abxc")
        #expect(transcript.take() == ["didChangeSelection 2+0", "didChangeSelection 3+0"])
        field.text = "a🇯🇵👨‍👩‍👧"
        field.deleteBackward()
        #expect(field.text == "a🇯🇵")
        field.deleteBackward()
        #expect(field.text == "a")
        #expect(
            transcript.take() == [
                "didChangeSelection 13+0", "didChangeSelection 5+0", "didChangeSelection 1+0",
            ])
        withExtendedLifetime(recorder) {}
    }

    @Test("the driver's backspace deletes before the caret, asking the delegate with the character's range")
    func backspace() throws {
        let transcript = Log.start()
        let field = field("ok🇯🇵")
        let recorder = Recorder()
        field.delegate = recorder
        show(field)
        _ = transcript.take()

        try Headless.typeText("\u{8}\u{8}!", into: "Field")
        #expect(
            transcript.take() == [
                "shouldChange 2,4 ", "didChangeSelection 2+0", "shouldChange 1,1 ", "didChangeSelection 1+0",
                "shouldChange 1,0 !", "didChangeSelection 2+0",
            ])
        #expect(field.text == "o!")
        withExtendedLifetime(recorder) {}
    }

    @Test("marked text replaces itself, keeps the selection inside it, and typing over it commits it")
    func markedText() throws {
        let field = field("I ")
        field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.text == "I ni")
        #expect(field.markedTextRange.flatMap(field.text(in:)) == "ni")
        #expect(caret(of: field) == "4+0")
        field.setMarkedText("你", selectedRange: NSRange(location: 0, length: 5))
        #expect(field.text == "I 你")
        #expect(caret(of: field) == "2+1")
        field.insertText("您")
        #expect(field.text == "I 您")
        #expect(field.markedTextRange == nil)
        field.setMarkedText("ha", selectedRange: NSRange(location: 2, length: 0))
        field.unmarkText()
        #expect(field.markedTextRange == nil)
        field.insertText("!")
        #expect(field.text == "I 您ha!")
        field.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        field.selectedTextRange = field.textRange(
            from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(field.markedTextRange == nil)
        #expect(field.text == "I 您ha!x")
    }

    @Test("a field's notifications follow its control events: begin, each change, end with its reason")
    func notifications() throws {
        let transcript = Log.start()
        let field = field("")
        for event in [UIControl.Event.editingDidBegin, .editingChanged, .editingDidEnd] {
            field.addAction(UIAction { _ in log("event \(event.rawValue)") }, for: event)
        }
        let names = [
            UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
            UITextField.textDidEndEditingNotification,
        ]
        let reasonKey = UITextField.didEndEditingReasonUserInfoKey
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { note in
                let line = note.name.rawValue + (note.userInfo?[reasonKey].map { " \($0)" } ?? "")
                MainActor.assumeIsolated { log(line) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        show(field)
        _ = transcript.take()

        try Headless.typeText("a", into: "Field")
        field.text = "set in code"
        #expect(field.resignFirstResponder())
        #expect(
            transcript.take() == [
                "event \(UIControl.Event.editingDidBegin.rawValue)",
                "UITextFieldTextDidBeginEditingNotification",
                "event \(UIControl.Event.editingChanged.rawValue)", "UITextFieldTextDidChangeNotification",
                "event \(UIControl.Event.editingDidEnd.rawValue)",
                "UITextFieldTextDidEndEditingNotification 0",
            ])
    }

    @Test("geometry is inert: the caret and selection rectangles are zero and listed as inert calls")
    func geometryIsInert() {
        let field = field("abc")
        #expect(field.caretRect(for: field.endOfDocument) == .zero)
        #expect(field.selectionRects(for: field.selectedTextRange!).isEmpty)
        #expect(field.closestPosition(to: CGPoint(x: 10, y: 10)) == field.endOfDocument)
        #expect(
            Headless.inertCalls == [
                "UITextField.caretRect(for:)", "UITextField.closestPosition(to:)",
                "UITextField.selectionRects(for:)",
            ])
    }

    @Test("a field's tokenizer does not keep the field alive")
    func tokenizerHoldsTheFieldWeakly() {
        weak var released: UITextField?
        do {
            let field = field("two words")
            _ = field.tokenizer
            released = field
        }
        #expect(released == nil)
    }
}

/// The selection as `location+length`.
@MainActor private func caret(of input: some UITextInput) -> String {
    guard let range = input.selectedTextRange else { return "none" }
    let start = input.offset(from: input.beginningOfDocument, to: range.start)
    return "\(start)+\(input.offset(from: range.start, to: range.end))"
}
