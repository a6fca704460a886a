// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Issue 20, rules 3 and 4: controllers a navigation controller drops without showing them again.
// - The middle controllers of popToRootViewController(animated:) get no appearance callbacks (their
//   views are in no window; appearance follows a view into and out of the window, as
//   https://greatytc.com/p/9e85a9d8aa29 states, no printed log found) and leave the container at
//   the call, so they are released as soon as the caller drops the returned array. The top one
//   animates out and is released after the root's viewDidAppear
//   (http://readke.com/c/0Z41505102021.html, and the Mac Catalyst log "B viewWillDisappear:0,
//   B viewDidDisappear:0, A viewDidAppear:0, B dealloc" of the 2026 write-up
//   "UIViewController：生命周期的真实顺序与容器控制器", section 7, found in the code corpus).
// - setViewControllers(_:animated:) releases a dropped controller inside the call (the same
//   write-up: "setViewControllers:@[A]" then "B dealloc" within the call); the dropped top that
//   animates out is kept until its transition ends, as a pop's is (a guess by analogy).
@Suite(.serialized, .headlessWorld) @MainActor struct DroppedControllerReleaseTests {
    /// A navigation controller on screen showing `C` over `B` over `A`, with weak references to the
    /// two above the root.
    private func stackOfThree(
        log: Log
    ) -> (UINavigationController, Weak<LoggingViewController>, Weak<LoggingViewController>) {
        let nav = UINavigationController(rootViewController: LoggingViewController("A"))
        _ = showOnScreen(nav, log: log)
        let middle: Weak<LoggingViewController>
        let top: Weak<LoggingViewController>
        do {
            let b = LoggingViewController("B")
            let c = LoggingViewController("C")
            middle = Weak(b)
            top = Weak(c)
            nav.setViewControllers([nav.viewControllers[0], b, c], animated: false)
        }
        Headless.runUntilIdle()
        _ = log.take()
        return (nav, middle, top)
    }

    @Test("popToRoot lets the middle controllers go at the call, the top one after the root appears")
    func popToRootReleaseTiming() throws {
        let log = Log.start()
        let (nav, middle, top) = stackOfThree(log: log)

        nav.popToRootViewController(animated: true)
        #expect(
            log.takeAnimated() == [
                "C willMove(toParent:)", "B willMove(toParent:)", "B didMove(toParent:)",
                "C viewWillDisappear(true)", "A viewWillAppear(true)", "A viewIsAppearing(true)",
            ])
        #expect(log.takeDeinits() == ["B"])
        try expectReleased(middle)
        #expect(top.value != nil)

        Headless.advance(by: 0.3)
        #expect(top.value != nil)
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated() == [
                "C viewDidDisappear(true)", "A viewDidAppear(true)", "C didMove(toParent:)",
            ])
        #expect(log.takeDeinits() == ["C"])
        try expectReleased(top)
    }

    @Test("the popped controllers the caller keeps stay alive, with no appearance callbacks")
    func popToRootKeptByCaller() {
        let log = Log.start()
        let (nav, middle, _) = stackOfThree(log: log)

        let popped = nav.popToRootViewController(animated: false)
        Headless.runUntilIdle()
        #expect(popped?.count == 2)
        #expect(middle.value?.parent == nil)
        #expect(log.take().filter { $0.hasPrefix("B") } == ["B willMove(toParent:)", "B didMove(toParent:)"])
        #expect(log.takeDeinits() == [])
    }

    @Test("setViewControllers lets the unseen dropped controllers go at the call")
    func setViewControllersReleaseTiming() throws {
        let log = Log.start()
        let (nav, middle, top) = stackOfThree(log: log)
        let root: Weak<UIViewController>
        do {
            root = Weak(nav.viewControllers[0])
            nav.setViewControllers([LoggingViewController("D")], animated: true)
        }
        #expect(
            log.takeAnimated() == [
                "D willMove(toParent:)", "C willMove(toParent:)", "B willMove(toParent:)",
                "A willMove(toParent:)", "B didMove(toParent:)", "A didMove(toParent:)",
                "D loadView()", "D viewDidLoad()", "C viewWillDisappear(true)", "D viewWillAppear(true)",
                "D viewIsAppearing(true)",
            ])
        #expect(Set(log.takeDeinits()) == ["A", "B"])
        try expectReleased(middle)
        try expectReleased(root)
        #expect(top.value != nil)

        Headless.runUntilIdle()
        #expect(
            log.takeAnimated() == [
                "C viewDidDisappear(true)", "D viewDidAppear(true)", "C didMove(toParent:)",
                "D didMove(toParent:)",
            ])
        try expectReleased(top)
    }

    @Test("a stack replaced off screen lets every dropped controller go at the call")
    func setViewControllersOffScreen() throws {
        let log = Log.start()
        let nav = UINavigationController(rootViewController: LoggingViewController("A"))
        let dropped: Weak<LoggingViewController>
        do {
            let b = LoggingViewController("B")
            dropped = Weak(b)
            nav.pushViewController(b, animated: false)
        }
        nav.setViewControllers([LoggingViewController("D")], animated: true)
        #expect(Set(log.takeDeinits()) == ["A", "B"])
        try expectReleased(dropped)
        #expect(log.take().filter { $0.contains("ppear") } == [])
    }
}
