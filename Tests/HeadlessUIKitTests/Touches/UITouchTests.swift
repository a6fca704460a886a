// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIResponder's documentation: the default touchesBegan/Moved/Ended/Cancelled forward
// the message up the responder chain (a view's next responder is its controller for a root view,
// else its superview).
@Suite(.serialized, .headlessWorld) @MainActor struct UITouchTests {
    /// A controller that logs the touches its views pass up the chain.
    final class ForwardingScreen: UIViewController {
        let inner = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 40))

        override func viewDidLoad() {
            super.viewDidLoad()
            let scroller = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
            scroller.bounds.origin = CGPoint(x: 0, y: 30)
            scroller.addSubview(inner)
            view.addSubview(scroller)
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first
            Log.shared.append(
                "screen began in inner \((touch?.location(in: inner) ?? .zero).text) in window \((touch?.location(in: nil) ?? .zero).text) "
                    + "tap count \(touch?.tapCount ?? 0) phase \(touch?.phase ?? .stationary) "
                    + "view is inner \(touch?.view === inner) event \(event?.type ?? .motion) "
                    + "touches \(event?.allTouches?.count ?? 0) for inner \(event?.touches(for: inner)?.count ?? 0)"
            )
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first
            Log.shared.append(
                "screen moved from \((touch?.previousLocation(in: inner) ?? .zero).text) to \((touch?.location(in: inner) ?? .zero).text)"
            )
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            Log.shared.append("screen ended phase \(touches.first?.phase ?? .stationary)")
        }
    }

    @Test("touches on a view with no handler climb the responder chain to the controller, in its coordinates")
    func touchesForwardToTheController() throws {
        let log = Log.start()
        let screen = ForwardingScreen()
        let window = showOnScreen(screen, log: log)
        try Headless.tap(screen.inner)
        #expect(
            log.take() == [
                "screen began in inner (20.0, 20.0) in window (30.0, 110.0) tap count 1 phase began "
                    + "view is inner true event touches touches 1 for inner 1",
                "screen ended phase ended",
            ])
        try Headless.pan(screen.inner, by: CGPoint(x: 0, y: 8))
        #expect(
            log.take() == [
                "screen began in inner (20.0, 20.0) in window (30.0, 110.0) tap count 1 phase began "
                    + "view is inner true event touches touches 1 for inner 1",
                "screen moved from (20.0, 20.0) to (20.0, 24.0)",
                "screen moved from (20.0, 24.0) to (20.0, 28.0)",
                "screen ended phase ended",
            ])
        withExtendedLifetime(window) {}
    }

    @Test("a touch made without the driver is a began touch in no view")
    func plainTouch() {
        let touch = UITouch()
        #expect(touch.phase == .began)
        #expect(touch.view == nil)
        #expect(touch.window == nil)
        #expect(touch.location(in: nil) == .zero)
        #expect(UITouch.Phase.cancelled.rawValue == 4)
        #expect(UITouch.Phase.regionExited.rawValue == 7)
        #expect(UIEvent().allTouches == [])
        #expect(UIEvent.EventType.transform.rawValue == 14)
        #expect(touch.type == .direct)
        #expect(UITouch.TouchType.stylus == .pencil)
        #expect(UIEvent().subtype == .none)
        #expect(UIEvent.EventSubtype.remoteControlEndSeekingForward.rawValue == 109)
    }
}
