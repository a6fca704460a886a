// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Issue 20, rule 2: who forwards appearance to which children.
// - A child added by hand (addChild, addSubview, didMove) to a UINavigationController gets no
//   appearance callbacks, only viewDidLoad, until the app calls begin/endAppearanceTransition:
//   https://www.iloveanan.com/uinavigationcontroller-add-child-view-controller.html (a device
//   report, not a printed log). The same for a UITabBarController is a GUESS by analogy.
// - A custom container forwards automatically to the children whose views are in its hierarchy
//   (shouldAutomaticallyForwardAppearanceMethods, default true), and to none when it returns false,
//   leaving begin/endAppearanceTransition to it:
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods
//   (mirrored at https://apple-docs.everest.mt/docs/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods.md);
//   traces/16 A and 17 for the forwarded and the manual orders.
@Suite(.serialized, .headlessWorld) @MainActor struct ChildForwardingTests {
    /// Adds `child` to `container` by hand, as a custom container would.
    private func addByHand(_ child: UIViewController, to container: UIViewController) {
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
    }

    @Test("a child added by hand to a navigation controller gets no appearance callbacks")
    func handChildOfNavigation() {
        let log = Log.start()
        let nav = UINavigationController(rootViewController: LoggingViewController("A"))
        let window = showOnScreen(nav, log: log)
        let extra = LoggingViewController("X")

        addByHand(extra, to: nav)
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "X willMove(toParent:)", "X loadView()", "X viewDidLoad()", "X didMove(toParent:)",
            ])

        nav.pushViewController(LoggingViewController("B"), animated: true)
        Headless.runUntilIdle()
        #expect(
            log.take().filter { $0.hasPrefix("X") || $0.contains("ppear") } == [
                "A viewWillDisappear(_:)", "B viewWillAppear(_:)", "B viewIsAppearing(_:)",
                "A viewDidDisappear(_:)", "B viewDidAppear(_:)",
            ])

        window.rootViewController = UIViewController()
        Headless.runUntilIdle()
        #expect(log.take() == ["B viewWillDisappear(_:)", "B viewDidDisappear(_:)"])
        #expect(extra.parent === nav)
    }

    @Test("a hand-added child of a navigation controller is driven by hand, as a device needs")
    func handChildOfNavigationDrivenManually() {
        let log = Log.start()
        let nav = UINavigationController(rootViewController: LoggingViewController("A"))
        _ = showOnScreen(nav, log: log)
        let extra = LoggingViewController("X")
        nav.addChild(extra)
        extra.beginAppearanceTransition(true, animated: true)
        nav.view.addSubview(extra.view)
        extra.endAppearanceTransition()
        extra.didMove(toParent: nav)
        #expect(
            log.takeAnimated() == [
                "X willMove(toParent:)", "X viewWillAppear(true)", "X loadView()", "X viewDidLoad()",
                "X viewIsAppearing(true)", "X viewDidAppear(true)", "X didMove(toParent:)",
            ])

        extra.willMove(toParent: nil)
        extra.beginAppearanceTransition(false, animated: false)
        extra.view.removeFromSuperview()
        extra.endAppearanceTransition()
        extra.removeFromParent()
        #expect(
            log.takeAnimated() == [
                "X willMove(toParent:)", "X viewWillDisappear(false)", "X viewDidDisappear(false)",
                "X didMove(toParent:)",
            ])
    }

    @Test("a navigation controller added before it appears forwards to its top, not a hand child")
    func handChildBeforeAppearance() {
        let log = Log.start()
        let nav = UINavigationController(rootViewController: LoggingViewController("A"))
        addByHand(LoggingViewController("X"), to: nav)
        _ = showInWindow(nav)
        #expect(
            log.takeAnimated() == [
                "A willMove(toParent:)", "A didMove(toParent:)", "X willMove(toParent:)",
                "X loadView()", "X viewDidLoad()", "X didMove(toParent:)",
                "A loadView()", "A viewDidLoad()", "A viewWillAppear(false)", "A viewIsAppearing(false)",
                "A viewDidAppear(false)",
            ])
    }

    @Test("a child added by hand to a tab bar controller gets no appearance callbacks")
    func handChildOfTabBar() {
        let log = Log.start()
        let tabs = UITabBarController()
        tabs.viewControllers = [LoggingViewController("T1"), LoggingViewController("T2")]
        let window = showOnScreen(tabs, log: log)
        addByHand(LoggingViewController("X"), to: tabs)
        tabs.selectedIndex = 1
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "X willMove(toParent:)", "X loadView()", "X viewDidLoad()", "X didMove(toParent:)",
                "T2 loadView()", "T2 viewDidLoad()", "T2 viewWillAppear(_:)", "T1 viewWillDisappear(_:)",
                "T1 viewDidDisappear(_:)", "T2 viewIsAppearing(_:)", "T2 viewDidAppear(_:)",
            ])
        window.isHidden = true
        #expect(log.take() == ["T2 viewWillDisappear(_:)", "T2 viewDidDisappear(_:)"])
    }

    @Test("a custom container forwards to the children whose views it shows, and to no other")
    func customContainerAutomatic() {
        let log = Log.start()
        let parent = LoggingViewController("P")
        addByHand(LoggingViewController("C"), to: parent)
        parent.addChild(LoggingViewController("D"))  // its view never joins the hierarchy
        _ = log.take()

        let window = showInWindow(parent)
        #expect(
            log.takeAnimated() == [
                "P viewWillAppear(false)", "C viewWillAppear(false)", "P viewIsAppearing(false)",
                "C viewIsAppearing(false)", "P viewDidAppear(false)", "C viewDidAppear(false)",
            ])
        window.rootViewController = nil
        #expect(
            log.takeAnimated() == [
                "P viewWillDisappear(false)", "C viewWillDisappear(false)", "P viewDidDisappear(false)",
                "C viewDidDisappear(false)",
            ])
    }

    @Test("a container that does not forward leaves its children to begin/endAppearanceTransition")
    func customContainerManual() {
        let log = Log.start()
        let parent = ManualContainerViewController("P")
        let child = LoggingViewController("C")
        addByHand(child, to: parent)
        _ = log.take()

        let window = showInWindow(parent)
        #expect(
            log.takeAnimated() == [
                "P viewWillAppear(false)", "P viewIsAppearing(false)", "P viewDidAppear(false)",
            ])
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(
            log.takeAnimated() == [
                "C viewWillAppear(false)", "C viewIsAppearing(false)", "C viewDidAppear(false)",
            ])
        window.rootViewController = nil
        #expect(log.takeAnimated() == ["P viewWillDisappear(false)", "P viewDidDisappear(false)"])
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        #expect(log.takeAnimated() == ["C viewWillDisappear(false)", "C viewDidDisappear(false)"])
    }
}
