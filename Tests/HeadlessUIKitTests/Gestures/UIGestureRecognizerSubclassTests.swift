// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A tap recognizer that logs its subclass hooks.
private final class ResettingTap: UITapGestureRecognizer {
    var refusesEvents = false

    override func reset() {
        super.reset()
        Log.shared.append("reset \(name ?? "?") in state \(state)")
    }

    override func shouldReceive(_ event: UIEvent) -> Bool {
        Log.shared.append("should receive event")
        return !refusesEvents
    }
}

// Source: UIGestureRecognizerSubclass.h (iOS 17.4 SDK): reset() follows the state's return to
// .possible; shouldReceive(_:) decides whether the recognizer takes part in an event.
@Suite(.serialized, .headlessWorld) @MainActor struct UIGestureRecognizerSubclassTests {
    @Test("reset() comes when the state goes back to possible: before the next gesture, not before the first")
    func resetFollowsTheReturnToPossible() throws {
        let log = Log.start()
        let screen = GestureScreen()
        let window = showOnScreen(screen, log: log)
        let tap = ResettingTap(target: nil, action: nil)
        screen.attach(tap, "tap")
        _ = log.take()
        try Headless.tap(screen.board)
        #expect(
            log.take() == [
                "should receive event", "board began at (50.0, 25.0)", "should begin tap", "board cancelled",
                "tap ended at (50.0, 25.0)",
            ])
        try Headless.tap(screen.board)
        #expect(
            log.take() == [
                "should receive event", "reset tap in state possible",
                "board began at (50.0, 25.0)", "should begin tap", "board cancelled",
                "tap ended at (50.0, 25.0)",
            ])
        withExtendedLifetime(window) {}
    }

    @Test("a recognizer whose shouldReceive(_:) refuses the event takes no part in the gesture")
    func shouldReceiveRefuses() throws {
        let log = Log.start()
        let screen = GestureScreen()
        let window = showOnScreen(screen, log: log)
        let tap = ResettingTap(target: nil, action: nil)
        tap.refusesEvents = true
        screen.attach(tap, "tap")
        _ = log.take()
        #expect(try Headless.tap(screen.board) == [])
        #expect(log.take() == ["should receive event", "board began at (50.0, 25.0)", "board ended"])
        withExtendedLifetime(window) {}
    }

    @Test("the subclass hooks' defaults: prevention allowed both ways, no failure requirements")
    func hookDefaults() {
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        #expect(tap.canPrevent(pan) && tap.canBePrevented(by: pan))
        #expect(!tap.shouldRequireFailure(of: pan) && !tap.shouldBeRequiredToFail(by: pan))
    }
}
