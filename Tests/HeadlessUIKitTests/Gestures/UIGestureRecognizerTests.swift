// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIGestureRecognizer.h, UITapGestureRecognizer.h, UILongPressGestureRecognizer.h,
// UIPanGestureRecognizer.h, UISwipeGestureRecognizer.h (iOS 17.4 SDK): raw values and defaults.
@Suite(.serialized, .headlessWorld) @MainActor struct UIGestureRecognizerTests {
    @Test("states, directions and defaults carry UIKit's values")
    func valuesAndDefaults() {
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(UIGestureRecognizer.State.failed.rawValue == 5)
        #expect(
            [UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
        let name = "handleTap:"
        let tap = UITapGestureRecognizer(target: nil, action: Selector(name))
        #expect(tap.state == .possible)
        #expect(
            tap.isEnabled && tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(UISwipeGestureRecognizer().direction == .right)
        #expect(Selector(name).description == "handleTap:")
        tap.state = .cancelled
        #expect(tap.state == .cancelled)
    }

    @Test("a recognizer belongs to one view at a time; an empty list reads nil")
    func attachment() {
        let first = UIView()
        let second = UIView()
        let tap = UITapGestureRecognizer()
        #expect(first.gestureRecognizers == nil)
        first.addGestureRecognizer(tap)
        #expect(tap.view === first)
        second.addGestureRecognizer(tap)
        #expect(first.gestureRecognizers == nil)
        #expect(second.gestureRecognizers == [tap])
        second.gestureRecognizers = nil
        #expect(tap.view == nil)
        first.gestureRecognizers = [tap]
        first.removeGestureRecognizer(tap)
        #expect(tap.view == nil && first.gestureRecognizers == nil)
    }

    @Test("a disabled recognizer gets no touches; a delegate can keep a touch from one")
    func disabledAndRefusedTouches() throws {
        let log = Log.start()
        let screen = GestureScreen()
        let window = showOnScreen(screen, log: log)
        let tap = UITapGestureRecognizer()
        screen.attach(tap, "tap")
        tap.isEnabled = false
        #expect(try Headless.tap(screen.board) == [])
        #expect(log.take() == ["board began at (50.0, 25.0)", "board ended"])
        #expect(tap.state == .possible)
        tap.isEnabled = true
        screen.receivesTouches = false
        #expect(try Headless.tap(screen.board) == [])
        #expect(log.take() == ["board began at (50.0, 25.0)", "board ended"])
        screen.receivesTouches = true
        #expect(try Headless.tap(screen.board) == [tap])
        #expect(
            log.take() == [
                "board began at (50.0, 25.0)", "should begin tap", "board cancelled",
                "tap ended at (50.0, 25.0)",
            ])
        withExtendedLifetime(window) {}
    }
}
