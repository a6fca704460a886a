// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: issue 3 item 4 ("the runtime itself never keeps a dismissed or popped controller alive")
// and item 3 ("An Headless.InteractiveTransition holds no controller once it has finished or cancelled");
// traces/05 6 (B deinit after the dismiss) and traces/19 A, B (popped controller released).
// Each controller is created in a `do` block, so the test holds only a weak reference to it.
@Suite(.serialized, .headlessWorld) @MainActor struct LeakTests {
    @Test("a popped controller deinits once the pop completes")
    func poppedDeinits() throws {
        let log = Log.start()
        let nav = UINavigationController(rootViewController: UIViewController())
        _ = showOnScreen(nav, log: log)
        let pushed: Weak<LoggingViewController>
        do {
            let b = LoggingViewController("B")
            pushed = Weak(b)
            nav.pushViewController(b, animated: true)
        }
        Headless.runUntilIdle()
        nav.popViewController(animated: true)
        Headless.runUntilIdle()
        try expectReleased(pushed)
    }

    @Test(
        "a dismissed controller deinits once the dismissal completes",
        arguments: [
            UIModalPresentationStyle.fullScreen, .pageSheet,
        ])
    func dismissedDeinits(style: UIModalPresentationStyle) throws {
        let log = Log.start()
        let a = UIViewController()
        _ = showOnScreen(a, log: log)
        let presented: Weak<LoggingViewController>
        do {
            let b = LoggingViewController("B")
            b.modalPresentationStyle = style
            presented = Weak(b)
            a.present(b, animated: true)
        }
        Headless.runUntilIdle()
        a.dismiss(animated: true)
        Headless.runUntilIdle()
        try expectReleased(presented)
    }

    @Test("a replaced window root deinits")
    func replacedRootDeinits() throws {
        let log = Log.start()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let old: Weak<LoggingViewController>
        do {
            let a = LoggingViewController("A")
            old = Weak(a)
            window.rootViewController = a
        }
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        window.rootViewController = UIViewController()
        Headless.runUntilIdle()
        try expectReleased(old)
        #expect(log.takeDeinits() == ["A"])
    }

    @Test("a removed child deinits")
    func removedChildDeinits() throws {
        let log = Log.start()
        let p = UIViewController()
        _ = showOnScreen(p, log: log)
        let child: Weak<LoggingViewController>
        do {
            let c = LoggingViewController("C")
            child = Weak(c)
            p.addChild(c)
            p.view.addSubview(c.view)
            c.didMove(toParent: p)
            Headless.runUntilIdle()
            c.willMove(toParent: nil)
            c.view.removeFromSuperview()
            c.removeFromParent()
        }
        Headless.runUntilIdle()
        try expectReleased(child)
    }

    @Test("a finished interactive pop, still held by the test, keeps no controller alive")
    func finishedInteractivePopHoldsNothing() throws {
        let log = Log.start()
        let nav = UINavigationController(rootViewController: UIViewController())
        _ = showOnScreen(nav, log: log)
        let top: Weak<LoggingViewController>
        do {
            let b = LoggingViewController("B")
            top = Weak(b)
            nav.pushViewController(b, animated: false)
        }
        Headless.runUntilIdle()
        let swipe = Headless.beginInteractivePop(nav)
        swipe.finish()
        Headless.runUntilIdle()
        try expectReleased(top)
        withExtendedLifetime(swipe) {}
    }

    @Test("a cancelled interactive pop, still held by the test, keeps no controller alive")
    func cancelledInteractivePopHoldsNothing() throws {
        let log = Log.start()
        let nav = UINavigationController(rootViewController: UIViewController())
        _ = showOnScreen(nav, log: log)
        let top: Weak<LoggingViewController>
        do {
            let b = LoggingViewController("B")
            top = Weak(b)
            nav.pushViewController(b, animated: false)
        }
        Headless.runUntilIdle()
        let swipe = Headless.beginInteractivePop(nav)
        swipe.cancel()
        Headless.runUntilIdle()
        #expect(nav.topViewController === top.value, "the cancelled pop left it on top of the stack")

        nav.popViewController(animated: false)
        Headless.runUntilIdle()
        try expectReleased(top)
        withExtendedLifetime(swipe) {}
    }

    @Test("a finished interactive dismissal, still held by the test, keeps no controller alive")
    func finishedInteractiveDismissalHoldsNothing() throws {
        let log = Log.start()
        let a = UIViewController()
        _ = showOnScreen(a, log: log)
        let sheet: Weak<LoggingViewController>
        let swipe: Headless.InteractiveTransition
        do {
            let b = LoggingViewController("B")
            sheet = Weak(b)
            a.present(b, animated: true)
            Headless.runUntilIdle()
            swipe = Headless.beginInteractiveDismissal(b)
        }
        swipe.finish()
        Headless.runUntilIdle()
        try expectReleased(sheet)
        withExtendedLifetime(swipe) {}
    }

    @Test("reset releases everything the previous world showed")
    func resetReleases() throws {
        let log = Log.start()
        let root: Weak<LoggingViewController>
        do {
            let a = LoggingViewController("A")
            root = Weak(a)
            _ = showOnScreen(a, log: log)
        }
        Headless.reset()
        try expectReleased(root)
        #expect(log.takeDeinits() == ["A"])
    }
}
