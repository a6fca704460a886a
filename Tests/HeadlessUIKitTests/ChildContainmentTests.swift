// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: traces/18 R3 and apple-api.md "Containment": addChild calls willMove(toParent:),
// removeFromParent calls didMove(toParent: nil), the other halves are the container's.
// traces/16 A: a child added in the parent's viewDidLoad gets its appearance forwarded with the
// parent's. traces/17: a child's view added to / removed from an on-screen parent appears /
// disappears; manual forwarding with begin/endAppearanceTransition(animated: false) maps to
// viewWillAppear(false) ... viewDidDisappear(false). Parent before child in forwarded callbacks:
// current UIKit (the container's own callback runs, then it forwards); not in a trace.
@Suite(.serialized, .headlessWorld) @MainActor struct ChildContainmentTests {
    @Test("a container forwards its appearance to a child added before it appears")
    func automaticForwarding() {
        let log = Log.start()
        let p = LoggingViewController("P")
        let c = LoggingViewController("C")
        p.addChild(c)
        #expect(log.take() == ["C willMove(toParent:)"])
        p.view.addSubview(c.view)
        c.didMove(toParent: p)
        #expect(
            log.take() == [
                "P loadView()", "P viewDidLoad()", "C loadView()", "C viewDidLoad()",
                "C didMove(toParent:)",
            ])

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = p
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated() == [
                "P viewWillAppear(false)", "C viewWillAppear(false)",
                "P viewIsAppearing(false)", "C viewIsAppearing(false)",
                "P viewDidAppear(false)", "C viewDidAppear(false)",
            ])

        window.rootViewController = UIViewController()
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated() == [
                "P viewWillDisappear(false)", "C viewWillDisappear(false)",
                "P viewDidDisappear(false)", "C viewDidDisappear(false)",
            ])
        #expect(c.parent === p)
        #expect(p.children == [c])
    }

    @Test("a child's view added to an on-screen parent appears; removed, it disappears")
    func childViewAddedAndRemovedWhileVisible() {
        let log = Log.start()
        let p = LoggingViewController("P")
        _ = showOnScreen(p, log: log)
        let c = LoggingViewController("C")

        p.addChild(c)
        #expect(log.take() == ["C willMove(toParent:)"])
        p.view.addSubview(c.view)
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated() == [
                "C loadView()", "C viewDidLoad()",
                "C viewWillAppear(false)", "C viewIsAppearing(false)", "C viewDidAppear(false)",
            ])
        #expect(c.motion["viewWillAppear(_:)"] == [.movingToParent])
        c.didMove(toParent: p)
        #expect(!c.isMovingToParent)  // the move ends at didMove(toParent:)
        #expect(log.take() == ["C didMove(toParent:)"])

        c.willMove(toParent: nil)
        #expect(log.take() == ["C willMove(toParent:)"])
        c.view.removeFromSuperview()
        Headless.runUntilIdle()
        #expect(log.takeAnimated() == ["C viewWillDisappear(false)", "C viewDidDisappear(false)"])
        #expect(c.motion["viewWillDisappear(_:)"] == [.movingFromParent])
        c.removeFromParent()
        #expect(!c.isMovingFromParent)  // and the removal at removeFromParent()
        #expect(log.take() == ["C didMove(toParent:)"])
        #expect(c.parent == nil)
        #expect(p.children.isEmpty)
    }

    @Test("with manual forwarding the child hears only begin/endAppearanceTransition")
    func manualForwarding() {
        let log = Log.start()
        let m = ManualContainerViewController("M")
        let c = LoggingViewController("C")
        m.addChild(c)
        m.view.addSubview(c.view)
        c.didMove(toParent: m)
        _ = log.take()

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = m
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        #expect(
            log.take() == ["M viewWillAppear(_:)", "M viewIsAppearing(_:)", "M viewDidAppear(_:)"])

        c.beginAppearanceTransition(true, animated: false)
        c.endAppearanceTransition()
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated() == [
                "C viewWillAppear(false)", "C viewIsAppearing(false)", "C viewDidAppear(false)",
            ])

        c.beginAppearanceTransition(false, animated: false)
        #expect(log.takeAnimated() == ["C viewWillDisappear(false)"])
        c.endAppearanceTransition()
        #expect(log.takeAnimated() == ["C viewDidDisappear(false)"])
    }

    @Test("with manual forwarding the container's own disappearance does not reach the child")
    func manualForwardingContainerDisappears() {
        let log = Log.start()
        let m = ManualContainerViewController("M")
        let c = LoggingViewController("C")
        m.addChild(c)
        m.view.addSubview(c.view)
        c.didMove(toParent: m)
        let window = showOnScreen(m, log: log)

        window.rootViewController = UIViewController()
        Headless.runUntilIdle()
        #expect(log.take() == ["M viewWillDisappear(_:)", "M viewDidDisappear(_:)"])
    }

    @Test("the quoted removal pattern drives a manually forwarded child's disappearance")
    func manualRemovalPattern() {
        let log = Log.start()
        let m = ManualContainerViewController("M")
        _ = showOnScreen(m, log: log)
        let c = LoggingViewController("C")
        m.addChild(c)
        c.beginAppearanceTransition(true, animated: false)
        m.view.addSubview(c.view)
        c.endAppearanceTransition()
        c.didMove(toParent: m)
        Headless.runUntilIdle()
        _ = log.take()

        // Source: traces/17 "Removal pattern quoted (3fwork)".
        c.willMove(toParent: nil)
        c.beginAppearanceTransition(false, animated: true)
        c.view.removeFromSuperview()
        c.endAppearanceTransition()
        c.removeFromParent()
        #expect(
            log.takeAnimated() == [
                "C willMove(toParent:)", "C viewWillDisappear(true)", "C viewDidDisappear(true)",
                "C didMove(toParent:)",
            ])
    }
}
