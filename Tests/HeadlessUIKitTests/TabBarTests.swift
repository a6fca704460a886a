// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: traces/08-uikit-tab-switch-cell-embedded-child-no-willappear-radar.md: a non-initial tab
// loads its view only when first selected, then appears. apple-api.md §1.5: selectedIndex,
// viewControllers. The switch's order follows three printed device logs of a first switch to a
// never-shown tab, which agree (incoming viewWillAppear BEFORE outgoing viewWillDisappear, outgoing
// viewDidDisappear before incoming viewDidAppear):
//   https://pgzxc.github.io/posts/efa3afd7.html
//   https://ticklecode.com/uitabbarcontrollerlifecycle/
//   http://www.lxweimin.com/p/ad61bbba5ac8 (also the switch back, same order, no load)
// None of them is iOS 13+, so none prints viewIsAppearing: its place (after the outgoing
// viewDidDisappear, as in trace 11's unanimated swap on iOS 17.4) is a guess.
@Suite(.serialized, .headlessWorld) @MainActor struct TabBarTests {
    @Test("only the selected tab loads and appears at launch")
    func onlySelectedTabLoads() {
        let log = Log.start()
        let tabs = UITabBarController()
        let a = LoggingViewController("A")
        let b = LoggingViewController("B")
        let c = LoggingViewController("C")
        tabs.viewControllers = [a, b, c]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "A loadView()", "A viewDidLoad()",
                "A viewWillAppear(false)", "A viewIsAppearing(false)", "A viewDidAppear(false)",
            ])
        #expect(!b.isViewLoaded)
        #expect(!c.isViewLoaded)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === a)
        #expect(a.tabBarController === tabs)
    }

    @Test("switching to a tab loads it on first selection and swaps appearance")
    func switchTabs() {
        let log = Log.start()
        let tabs = UITabBarController()
        let a = LoggingViewController("A")
        let b = LoggingViewController("B")
        tabs.viewControllers = [a, b]
        _ = showOnScreen(tabs, log: log)

        tabs.selectedIndex = 1
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated() == [
                "B loadView()", "B viewDidLoad()",
                "B viewWillAppear(false)", "A viewWillDisappear(false)",
                "A viewDidDisappear(false)", "B viewIsAppearing(false)", "B viewDidAppear(false)",
            ])
        #expect(tabs.selectedViewController === b)

        // Second visit: already loaded, so appearance only.
        tabs.selectedViewController = a
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated() == [
                "A viewWillAppear(false)", "B viewWillDisappear(false)",
                "B viewDidDisappear(false)", "A viewIsAppearing(false)", "A viewDidAppear(false)",
            ])
        #expect(tabs.selectedIndex == 0)
    }

    @Test("a tab is not moving to or from its parent when tabs switch")
    func tabSwitchFlags() {
        let log = Log.start()
        let tabs = UITabBarController()
        let a = LoggingViewController("A")
        let b = LoggingViewController("B")
        tabs.viewControllers = [a, b]
        _ = showOnScreen(tabs, log: log)
        tabs.selectedIndex = 1
        Headless.runUntilIdle()
        #expect(b.motion["viewWillAppear(_:)"] == [])
        #expect(a.motion["viewWillDisappear(_:)"] == [])
    }

    // Source: apple-api.md, UITabBarController viewControllers: setting them removes the old
    // controllers before installing the new ones. The dropped tab leaves inside the setter, will
    // then did, before the new selection loads; the new one appears as a switch does.
    @Test("replacing the tabs on screen takes the dropped selected tab off before the new one loads")
    func replaceTabsOnScreen() {
        let log = Log.start()
        let tabs = UITabBarController()
        tabs.viewControllers = [LoggingViewController("A")]
        _ = showOnScreen(tabs, log: log)

        tabs.viewControllers = [LoggingViewController("B")]
        #expect(
            log.takeAnimated() == [
                "B willMove(toParent:)",
                "A viewWillDisappear(false)", "A viewDidDisappear(false)",
                "A willMove(toParent:)", "A didMove(toParent:)", "B didMove(toParent:)",
                "B loadView()", "B viewDidLoad()", "B viewWillAppear(false)", "B viewIsAppearing(false)",
            ])
        Headless.runUntilIdle()
        #expect(log.takeAnimated() == ["B viewDidAppear(false)"])
        #expect(log.takeDeinits() == ["A"])
    }

    // A guess by analogy (Docs/HeadlessUIKit.md): a popped screen is already out of
    // `navigationController.viewControllers` in its viewWillDisappear (the old idiom for telling a
    // pop from a push); the tab bar controller is taken to update its list first the same way.
    @Test("a dropped selected tab is no longer listed, but still a child, when it starts to disappear")
    func droppedTabIsUnlistedAtWillDisappear() {
        let tabs = UITabBarController()
        let dropped = ListingProbe()
        tabs.viewControllers = [dropped, UIViewController()]
        _ = showOnScreen(tabs, log: Log.start())

        tabs.viewControllers = Array(tabs.viewControllers?.dropFirst() ?? [])
        #expect(dropped.seenAtWillDisappear == ListingProbe.Seen(isListed: false, isChild: true))
    }
}

/// Records, in `viewWillDisappear`, whether its tab bar controller lists it and holds it.
private final class ListingProbe: UIViewController {
    struct Seen: Equatable {
        var isListed: Bool
        var isChild: Bool
    }

    var seenAtWillDisappear: Seen?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        let tabs = tabBarController
        seenAtWillDisappear = Seen(
            isListed: tabs?.viewControllers?.contains { $0 === self } ?? false,
            isChild: tabs?.children.contains { $0 === self } ?? false)
    }
}
