// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// UITextView.h (iOS 17.4 SDK): `@interface UITextView : UIScrollView` and
// `@protocol UITextViewDelegate <NSObject, UIScrollViewDelegate>`: one delegate hears both the
// editing and the scrolling.
@Suite(.serialized, .headlessWorld) @MainActor struct TextViewScrollingTests {
    final class NotesDelegate: NSObject, UITextViewDelegate {
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            log("didScroll \(Int(scrollView.contentOffset.y))")
        }
        func textViewDidChange(_ textView: UITextView) { log("didChange \(textView.text ?? "")") }
    }

    @Test("a text view is a scroll view: its delegate hears a drag and the user's typing")
    func scrollsAndEdits() throws {
        let log = Log.start()
        let screen = UIViewController()
        let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        notes.accessibilityIdentifier = "notes"
        notes.contentSize = CGSize(width: 300, height: 600)
        let delegate = NotesDelegate()
        notes.delegate = delegate
        screen.view.addSubview(notes)
        _ = showInWindow(screen)
        Headless.runUntilIdle()
        _ = log.take()

        Headless.drag(notes, by: CGPoint(x: 0, y: 100))
        Headless.runUntilIdle()
        #expect(log.take() == ["didScroll 100"])
        try Headless.typeText("Hi", into: "notes")
        #expect(log.take() == ["didChange H", "didChange Hi"])
        withExtendedLifetime(delegate) {}
    }
}
