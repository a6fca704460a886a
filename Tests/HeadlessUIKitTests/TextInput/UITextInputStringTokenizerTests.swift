// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UITextInput.h (iOS 17.4 SDK): a boundary going forward is a unit's end, going backward
// its start; within a unit at a boundary counts the unit on the direction's side. Lines are
// paragraphs headlessly (nothing is laid out): Docs/HeadlessUIKit.md.
@Suite(.serialized, .headlessWorld) @MainActor struct UITextInputStringTokenizerTests {
    private let field = UITextField()

    private func at(_ offset: Int) -> UITextPosition {
        field.position(from: field.beginningOfDocument, offset: offset)!
    }

    private func offset(_ position: UITextPosition?) -> Int? {
        position.map { field.offset(from: field.beginningOfDocument, to: $0) }
    }

    private func text(_ range: UITextRange?) -> String? { range.flatMap(field.text(in:)) }

    @Test("words: the enclosing word, the next end going forward and the previous start going back")
    func words() {
        field.text = "Don't stop, 2 go."
        let tokenizer = field.tokenizer
        let forward = UITextDirection.storage(.forward)
        let backward = UITextDirection.storage(.backward)
        #expect(text(tokenizer.rangeEnclosingPosition(at(7), with: .word, inDirection: forward)) == "stop")
        #expect(text(tokenizer.rangeEnclosingPosition(at(0), with: .word, inDirection: forward)) == "Don't")
        #expect(tokenizer.rangeEnclosingPosition(at(0), with: .word, inDirection: backward) == nil)
        #expect(text(tokenizer.rangeEnclosingPosition(at(10), with: .word, inDirection: backward)) == "stop")
        #expect(offset(tokenizer.position(from: at(0), toBoundary: .word, inDirection: forward)) == 5)
        #expect(offset(tokenizer.position(from: at(5), toBoundary: .word, inDirection: forward)) == 10)
        #expect(offset(tokenizer.position(from: at(10), toBoundary: .word, inDirection: backward)) == 6)
        #expect(tokenizer.position(from: at(17), toBoundary: .word, inDirection: forward) == nil)
        #expect(tokenizer.isPosition(at(10), atBoundary: .word, inDirection: forward))
        #expect(!tokenizer.isPosition(at(10), atBoundary: .word, inDirection: backward))
        #expect(tokenizer.isPosition(at(6), atBoundary: .word, inDirection: .layout(.left)))
        #expect(!tokenizer.isPosition(at(11), withinTextUnit: .word, inDirection: forward))
    }

    @Test("a word holds the apostrophes between its letters, straight or typographic, not those around it")
    func apostrophes() {
        field.text = "Don\u{2019}t 'quote' rock'n'roll"
        let tokenizer = field.tokenizer
        let forward = UITextDirection.storage(.forward)
        #expect(
            text(tokenizer.rangeEnclosingPosition(at(1), with: .word, inDirection: forward)) == "Don\u{2019}t"
        )
        #expect(text(tokenizer.rangeEnclosingPosition(at(8), with: .word, inDirection: forward)) == "quote")
        #expect(tokenizer.rangeEnclosingPosition(at(6), with: .word, inDirection: forward) == nil)
        #expect(
            text(tokenizer.rangeEnclosingPosition(at(15), with: .word, inDirection: forward)) == "rock'n'roll"
        )
    }

    @Test("characters, sentences, paragraphs and the document")
    func otherUnits() {
        field.text = "Hi 👋. Bye!\nNext"
        let tokenizer = field.tokenizer
        let forward = UITextDirection.storage(.forward)
        #expect(text(tokenizer.rangeEnclosingPosition(at(3), with: .character, inDirection: forward)) == "👋")
        #expect(
            text(tokenizer.rangeEnclosingPosition(at(1), with: .sentence, inDirection: forward)) == "Hi 👋.")
        #expect(
            text(tokenizer.rangeEnclosingPosition(at(8), with: .sentence, inDirection: forward)) == "Bye!")
        #expect(
            text(tokenizer.rangeEnclosingPosition(at(13), with: .paragraph, inDirection: forward)) == "Next")
        #expect(
            text(tokenizer.rangeEnclosingPosition(at(2), with: .line, inDirection: forward)) == "Hi 👋. Bye!")
        #expect(
            text(tokenizer.rangeEnclosingPosition(at(5), with: .document, inDirection: forward)) == field.text
        )
        #expect(
            offset(tokenizer.position(from: at(0), toBoundary: .paragraph, inDirection: .layout(.down))) == 11
        )
    }

    @Test("a text direction carries a storage or layout direction's raw value")
    func directions() {
        #expect(UITextDirection.storage(.backward).rawValue == 1)
        #expect(UITextDirection.layout(.left) == UITextDirection(rawValue: 3))
        #expect(UITextDirection(rawValue: 5) == .layout(.down))
    }
}
