// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIGestureRecognizer.h (iOS 17.4 SDK): cancelsTouchesInView sends touchesCancelled
// "immediately before the action method is called"; delaysTouchesEnded holds touchesEnded back
// until the gesture fails; discrete gestures go straight to .ended (= .recognized).
@Suite(.serialized, .headlessWorld) @MainActor struct GesturePlayerTests {
    @Test("a tap: the board begins, the recognizer asks to begin, the board is cancelled, then the action")
    func tapCancelsTheBoardsTouches() throws {
        let log = Log.start()
        let screen = GestureScreen()
        let window = showOnScreen(screen, log: log)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        screen.attach(tap, "tap")
        let recognized = try Headless.tap(screen.board)
        #expect(
            log.take() == [
                "board began at (50.0, 25.0)", "should begin tap", "board cancelled",
                "tap ended at (50.0, 25.0)",
            ])
        #expect(recognized == [tap])
        #expect(tap.state == .recognized)
        #expect(tap.numberOfTouches == 1)
        #expect(tap.location(in: nil) == CGPoint(x: 60, y: 45))
        withExtendedLifetime(window) {}
    }

    @Test(
        "without cancelsTouchesInView the board ends after the action, or before it without delaysTouchesEnded"
    )
    func tapWithoutCancelling() throws {
        let log = Log.start()
        let screen = GestureScreen()
        let window = showOnScreen(screen, log: log)
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        screen.attach(tap, "tap")
        try Headless.tap(screen.board)
        #expect(
            log.take() == [
                "board began at (50.0, 25.0)", "should begin tap", "tap ended at (50.0, 25.0)", "board ended",
            ])
        tap.delaysTouchesEnded = false
        try Headless.tap(screen.board)
        #expect(
            log.take() == [
                "board began at (50.0, 25.0)", "board ended", "should begin tap", "tap ended at (50.0, 25.0)",
            ])
        withExtendedLifetime(window) {}
    }

    @Test("a delegate refusing to begin fails the tap and the board gets its touches")
    func refusedTap() throws {
        let log = Log.start()
        let screen = GestureScreen()
        let window = showOnScreen(screen, log: log)
        let tap = UITapGestureRecognizer()
        screen.attach(tap, "tap")
        screen.allowsBegin = false
        #expect(try Headless.tap(screen.board) == [])
        #expect(log.take() == ["board began at (50.0, 25.0)", "should begin tap", "board ended"])
        #expect(tap.state == .failed)
        withExtendedLifetime(window) {}
    }

    @Test("a single tap that requires the double tap to fail recognizes once the double tap fails")
    func singleWaitsForDouble() throws {
        let log = Log.start()
        let screen = GestureScreen()
        let window = showOnScreen(screen, log: log)
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        screen.attach(single, "single")
        screen.attach(double, "double")
        single.require(toFail: double)
        #expect(try Headless.tap(screen.board) == [single])
        #expect(
            log.take() == [
                "board began at (50.0, 25.0)", "should begin single", "board cancelled",
                "single ended at (50.0, 25.0)",
            ])
        #expect(double.state == .failed)
        withExtendedLifetime(window) {}
    }

    @Test("a pan begins at the first move, changes at the second and ends on the lift")
    func pan() throws {
        let log = Log.start()
        let screen = GestureScreen()
        let window = showOnScreen(screen, log: log)
        let pan = UIPanGestureRecognizer()
        screen.attach(pan, "pan")
        Headless.addAction(to: pan) { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            Log.shared.append(
                "translation \(pan.translation(in: nil).text) velocity \(pan.velocity(in: nil).text)")
        }
        let tap = UITapGestureRecognizer()
        screen.attach(tap, "tap")
        let start = HeadlessWorld.shared.now
        #expect(try Headless.pan(screen.board, by: CGPoint(x: 40, y: 0)) == [pan])
        #expect(
            log.take() == [
                "board began at (50.0, 25.0)",
                "should begin pan", "board cancelled",
                "pan began at (70.0, 25.0)", "translation (20.0, 0.0) velocity (1200.0, 0.0)",
                "pan changed at (90.0, 25.0)", "translation (40.0, 0.0) velocity (1200.0, 0.0)",
                "pan ended at (90.0, 25.0)", "translation (40.0, 0.0) velocity (1200.0, 0.0)",
            ])
        #expect(tap.state == .failed)
        #expect(HeadlessWorld.shared.now - start == 2.0 / 60)
        withExtendedLifetime(window) {}
    }

    @Test(
        "a pan that requires a swipe to fail waits: the swipe wins its direction, else the pan begins and ends on the lift"
    )
    func panWaitsForSwipe() throws {
        let log = Log.start()
        let screen = GestureScreen()
        let window = showOnScreen(screen, log: log)
        let pan = UIPanGestureRecognizer()
        let swipe = UISwipeGestureRecognizer()
        screen.attach(pan, "pan")
        screen.attach(swipe, "swipe")
        pan.require(toFail: swipe)
        #expect(try Headless.pan(screen.board, by: CGPoint(x: 60, y: 0)) == [swipe])
        #expect(
            log.take() == [
                "board began at (50.0, 25.0)", "board moved to (80.0, 25.0)", "board moved to (110.0, 25.0)",
                "should begin swipe", "board cancelled", "swipe ended at (110.0, 25.0)",
            ])
        #expect(pan.state == .failed)
        #expect(try Headless.pan(screen.board, by: CGPoint(x: -60, y: 0)) == [pan])
        #expect(
            log.take() == [
                "board began at (50.0, 25.0)", "board moved to (20.0, 25.0)", "board moved to (-10.0, 25.0)",
                "should begin pan", "board cancelled", "pan began at (-10.0, 25.0)",
                "pan ended at (-10.0, 25.0)",
            ])
        #expect(pan.translation(in: nil) == CGPoint(x: -60, y: 0))
        withExtendedLifetime(window) {}
    }

    @Test("a long press begins once its minimum duration has passed, and a short one is a failed press")
    func longPress() throws {
        let log = Log.start()
        let screen = GestureScreen()
        let window = showOnScreen(screen, log: log)
        let press = UILongPressGestureRecognizer()
        screen.attach(press, "press")
        #expect(try Headless.longPress(screen.board, duration: 0.2) == [])
        #expect(log.take() == ["board began at (50.0, 25.0)", "board ended"])
        #expect(press.state == .failed)
        #expect(try Headless.longPress(screen.board) == [press])
        #expect(
            log.take() == [
                "board began at (50.0, 25.0)", "should begin press", "board cancelled",
                "press began at (50.0, 25.0)", "press ended at (50.0, 25.0)",
            ])
        withExtendedLifetime(window) {}
    }

    @Test("a swipe recognizes the directions it was given, on the lift")
    func swipe() throws {
        let log = Log.start()
        let screen = GestureScreen()
        let window = showOnScreen(screen, log: log)
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .right]
        screen.attach(swipe, "swipe")
        #expect(try Headless.swipe(screen.board, .up) == [])
        #expect(
            log.take() == [
                "board began at (50.0, 25.0)", "board moved to (50.0, -25.0)", "board moved to (50.0, -75.0)",
                "board ended",
            ])
        #expect(try Headless.swipe(screen.board, .left) == [swipe])
        #expect(
            log.take() == [
                "board began at (50.0, 25.0)", "board moved to (0.0, 25.0)", "board moved to (-50.0, 25.0)",
                "should begin swipe", "board cancelled", "swipe ended at (-50.0, 25.0)",
            ])
        #expect(
            throws: Headless.ControlError(
                "Headless.swipe(_:_:): direction 3 is not one direction; pass .right, .left, .up or .down")
        ) {
            try Headless.swipe(screen.board, [.left, .right])
        }
        withExtendedLifetime(window) {}
    }

    @Test("a view out of a window, hidden or not taking touches gets no gesture and a clear error")
    func untouchableViews() throws {
        let log = Log.start()
        let screen = GestureScreen()
        let loose = UIView()
        loose.accessibilityIdentifier = "loose"
        #expect(
            throws: Headless.ControlError(
                "Headless.tap(_:): the UIView \"loose\" is not in a window; add it to the view of a controller on screen"
            )
        ) {
            try Headless.tap(loose)
        }
        let window = showOnScreen(screen, log: log)
        screen.view.isUserInteractionEnabled = false
        #expect(
            throws: Headless.ControlError(
                "Headless.pan(_:by:): the UIView has isUserInteractionEnabled false, so the TouchLoggingView \"board\" takes no touches"
            )
        ) {
            try Headless.pan(screen.board, by: CGPoint(x: 10, y: 0))
        }
        screen.view.isUserInteractionEnabled = true
        screen.board.isHidden = true
        #expect(
            throws: Headless.ControlError(
                "Headless.longPress(_:duration:): the TouchLoggingView \"board\" is hidden, so it takes no touches"
            )
        ) {
            try Headless.longPress(screen.board)
        }
        #expect(log.take() == [])
        withExtendedLifetime(window) {}
    }
}
