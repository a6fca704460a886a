// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UITextView.h (iOS 17.4 SDK): `initWithFrame:textContainer:` and `initWithCoder:` are
// the designated initializers, `textViewUsingTextLayoutManager:` (iOS 16) a convenience one;
// `textContainer` is the container given at creation.
@Suite(.serialized, .headlessWorld) @MainActor struct UITextViewInitializerTests {
    /// A text view subclass that calls the designated initializer, as UIKit subclasses must.
    private final class NoteView: UITextView {
        override init(frame: CGRect, textContainer: NSTextContainer?) {
            super.init(frame: frame, textContainer: textContainer)
            isEditable = false
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test("a text view keeps the container it is made with, or its own, across reads")
    func textContainer() {
        let container = NSTextContainer()
        let given = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 40), textContainer: container)
        #expect(given.textContainer === container)
        #expect(given.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        let own = UITextView(usingTextLayoutManager: false)
        #expect(own.textContainer === own.textContainer)
        #expect(own.textContainer !== container)
        #expect(UITextView(frame: .zero).textContainer !== own.textContainer)
        let note = NoteView()
        #expect(!note.isEditable)
        #expect(note.textContainer === note.textContainer)
    }
}
