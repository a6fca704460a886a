// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: traces/19-uikit-interactive-swipe-back-completed-vs-cancelled.md. At swipe start the top
// controller gets viewWillDisappear (with isMovingFromParent already true) and the one below it
// viewWillAppear; completed: the top's viewDidDisappear, then release; cancelled: the lower one's
// viewWillDisappear + viewDidDisappear, then the top's viewWillAppear + viewDidAppear (case 29 as
// quoted there). viewIsAppearing on the reversing side follows the iOS 17 cancelled sheet tug in
// traces/22 D2. Containment lines are left out here: these tests are about appearance.
@Suite(.serialized, .headlessWorld) @MainActor struct InteractivePopTests {
    private func stack(_ log: Log) -> (UINavigationController, UIWindow) {
        let nav = UINavigationController(rootViewController: LoggingViewController("A"))
        let window = showOnScreen(nav, log: log)
        nav.pushViewController(LoggingViewController("B"), animated: false)
        Headless.runUntilIdle()
        _ = log.take()
        return (nav, window)
    }

    private func appearance(_ lines: [String]) -> [String] {
        lines.filter { !$0.hasSuffix("toParent:)") }
    }

    @Test("beginning a swipe back sends both will-callbacks and nothing else")
    func beginSwipe() {
        let log = Log.start()
        let (nav, _) = stack(log)
        let top = nav.topViewController as? LoggingViewController

        let swipe = Headless.beginInteractivePop(nav)
        swipe.update(0.3)
        Headless.advance(by: 1)
        #expect(
            appearance(log.takeAnimated()) == [
                "B viewWillDisappear(true)", "A viewWillAppear(true)", "A viewIsAppearing(true)",
            ])
        #expect(top?.motion["viewWillDisappear(_:)"] == [.movingFromParent])
        #expect(nav.transitionCoordinator?.isInteractive == true)
        swipe.cancel()
        Headless.runUntilIdle()
    }

    @Test("a finished swipe back completes the pop and releases the popped controller")
    func finishedSwipe() {
        let log = Log.start()
        let (nav, _) = stack(log)
        let swipe = Headless.beginInteractivePop(nav)
        swipe.update(0.6)
        _ = log.take()

        swipe.finish()
        Headless.runUntilIdle()
        #expect(
            appearance(log.takeAnimated()) == [
                "B viewDidDisappear(true)", "A viewDidAppear(true)",
            ])
        #expect(log.takeDeinits() == ["B"])
        #expect(nav.viewControllers.count == 1)
        #expect((nav.topViewController as? LoggingViewController)?.name == "A")
    }

    @Test("a cancelled swipe back reverses: the lower controller disappears, the top reappears")
    func cancelledSwipe() {
        let log = Log.start()
        let (nav, _) = stack(log)
        let swipe = Headless.beginInteractivePop(nav)
        swipe.update(0.2)
        _ = log.take()

        swipe.cancel()
        Headless.runUntilIdle()
        #expect(
            appearance(log.takeAnimated()) == [
                "A viewWillDisappear(true)", "A viewDidDisappear(true)",
                "B viewWillAppear(true)", "B viewIsAppearing(true)", "B viewDidAppear(true)",
            ])
        #expect(nav.viewControllers.count == 2)
        #expect((nav.topViewController as? LoggingViewController)?.name == "B")
    }

    @Test("a cancelled swipe's coordinator reports the cancellation to its completion")
    func cancelledCoordinator() {
        let log = Log.start()
        let (nav, _) = stack(log)
        let top = nav.topViewController
        let swipe = Headless.beginInteractivePop(nav)
        var cancelled: Bool?
        // Source: the declarations' UIViewControllerTransitionCoordinatorContext.isCancelled; the
        // controller being popped sees the coordinator of the transition that moves it.
        _ = top?.transitionCoordinator?.animate(alongsideTransition: nil) { context in
            cancelled = context.isCancelled
        }
        swipe.cancel()
        Headless.runUntilIdle()
        #expect(cancelled == true)
    }
}
