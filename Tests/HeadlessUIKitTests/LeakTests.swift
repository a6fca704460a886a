// ViewLifecycle · HeadlessUIKitTests

import HeadlessUIKit
import Testing

// Source: issue 3 item 4 ("the runtime itself never keeps a dismissed or popped controller alive")
// and item 3 ("An InteractiveTransition holds no controller once it has finished or cancelled");
// traces/05 6 (B deinit after the dismiss) and traces/19 A, B (popped controller released).
// Each controller is created where the test does not keep a strong reference to it.
@Suite(.serialized) @MainActor struct LeakTests {
    @Test("a popped controller deinits once the pop completes")
    func poppedDeinits() {
        let log = Log.start()
        let nav = UINavigationController(rootViewController: UIViewController())
        _ = showOnScreen(nav, log: log)
        var pushed = Weak<UIViewController>(nil)
        do {
            let b = LoggingViewController("B")
            pushed = Weak(b)
            nav.pushViewController(b, animated: true)
        }
        Headless.runUntilIdle()
        nav.popViewController(animated: true)
        Headless.runUntilIdle()
        #expect(pushed.value == nil)
    }

    @Test(
        "a dismissed controller deinits once the dismissal completes",
        arguments: [
            UIModalPresentationStyle.fullScreen, .pageSheet,
        ])
    func dismissedDeinits(style: UIModalPresentationStyle) {
        let log = Log.start()
        let a = UIViewController()
        _ = showOnScreen(a, log: log)
        var presented = Weak<UIViewController>(nil)
        do {
            let b = LoggingViewController("B")
            b.modalPresentationStyle = style
            presented = Weak(b)
            a.present(b, animated: true)
        }
        Headless.runUntilIdle()
        a.dismiss(animated: true)
        Headless.runUntilIdle()
        #expect(presented.value == nil)
    }

    @Test("a replaced window root deinits")
    func replacedRootDeinits() {
        let log = Log.start()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var old = Weak<UIViewController>(nil)
        do {
            let a = LoggingViewController("A")
            old = Weak(a)
            window.rootViewController = a
        }
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        window.rootViewController = UIViewController()
        Headless.runUntilIdle()
        #expect(old.value == nil)
        #expect(log.takeDeinits() == ["A"])
    }

    @Test("a removed child deinits")
    func removedChildDeinits() {
        let log = Log.start()
        let p = UIViewController()
        _ = showOnScreen(p, log: log)
        var child = Weak<UIViewController>(nil)
        do {
            let c = LoggingViewController("C")
            child = Weak(c)
            p.addChild(c)
            p.view.addSubview(c.view)
            c.didMove(toParent: p)
        }
        Headless.runUntilIdle()
        child.value?.willMove(toParent: nil)
        child.value?.view.removeFromSuperview()
        child.value?.removeFromParent()
        Headless.runUntilIdle()
        #expect(child.value == nil)
    }

    @Test("a finished interactive pop, still held by the test, keeps no controller alive")
    func finishedInteractivePopHoldsNothing() {
        let log = Log.start()
        let nav = UINavigationController(rootViewController: UIViewController())
        _ = showOnScreen(nav, log: log)
        var top = Weak<UIViewController>(nil)
        do {
            let b = LoggingViewController("B")
            top = Weak(b)
            nav.pushViewController(b, animated: false)
        }
        Headless.runUntilIdle()
        let swipe = Headless.beginInteractivePop(nav)
        swipe.finish()
        Headless.runUntilIdle()
        #expect(top.value == nil)
        withExtendedLifetime(swipe) {}
    }

    @Test("a cancelled interactive pop, still held by the test, keeps no controller alive")
    func cancelledInteractivePopHoldsNothing() {
        let log = Log.start()
        let nav = UINavigationController(rootViewController: UIViewController())
        _ = showOnScreen(nav, log: log)
        var top = Weak<UIViewController>(nil)
        do {
            let b = LoggingViewController("B")
            top = Weak(b)
            nav.pushViewController(b, animated: false)
        }
        Headless.runUntilIdle()
        let swipe = Headless.beginInteractivePop(nav)
        swipe.cancel()
        Headless.runUntilIdle()
        #expect(top.value != nil)  // the cancelled pop left it on the stack

        nav.popViewController(animated: false)
        Headless.runUntilIdle()
        #expect(top.value == nil)
        withExtendedLifetime(swipe) {}
    }

    @Test("a finished interactive dismissal, still held by the test, keeps no controller alive")
    func finishedInteractiveDismissalHoldsNothing() {
        let log = Log.start()
        let a = UIViewController()
        _ = showOnScreen(a, log: log)
        var sheet = Weak<UIViewController>(nil)
        let swipe: InteractiveTransition
        do {
            let b = LoggingViewController("B")
            sheet = Weak(b)
            a.present(b, animated: true)
            Headless.runUntilIdle()
            swipe = Headless.beginInteractiveDismissal(b)
        }
        swipe.finish()
        Headless.runUntilIdle()
        #expect(sheet.value == nil)
        withExtendedLifetime(swipe) {}
    }

    @Test("reset releases everything the previous world showed")
    func resetReleases() {
        let log = Log.start()
        var root = Weak<UIViewController>(nil)
        do {
            let a = LoggingViewController("A")
            root = Weak(a)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = a
            window.makeKeyAndVisible()
            Headless.runUntilIdle()
        }
        Headless.reset()
        #expect(root.value == nil)
        _ = log.take()
    }
}
