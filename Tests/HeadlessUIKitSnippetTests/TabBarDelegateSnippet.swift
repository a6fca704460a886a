// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// A tab bar delegate that refuses the locked tab and notes what the user selected.
final class SnippetTabPolicy: NSObject, UITabBarControllerDelegate {
    var locked: UIViewController?
    var selections: [String] = []
    weak var forward: (any UITabBarControllerDelegate)?

    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        log("shouldSelect \(viewController.title ?? "?")")
        return viewController !== locked
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    {
        log("didSelect \(viewController.title ?? "?")")
        forward?.tabBarController?(tabBarController, didSelect: viewController)
    }
}

// Sources: the switch order is the observed one of https://pgzxc.github.io/posts/efa3afd7.html,
// https://ticklecode.com/uitabbarcontrollerlifecycle/ and http://www.lxweimin.com/p/ad61bbba5ac8;
// shouldSelect before and didSelect after the switch follow iphonedevwiki.net/index.php/UITabBarController
// (the delegate's didSelect is sent after transitionFromViewController) and Apple's documentation
// (only for the user's taps).
@Suite(.serialized, .headlessWorld) @MainActor struct TabBarDelegateSnippetTests {
    @Test("a tap asks shouldSelect, switches tabs incoming first, then reports didSelect")
    func tapTabs() {
        _ = Log.start()
        let home = SnippetScreen("Home")
        home.title = "Home"
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let inbox = SnippetScreen("Inbox")
        inbox.title = "Inbox"
        inbox.tabBarItem = UITabBarItem(
            title: "Inbox", image: UIImage(systemName: "tray"), selectedImage: nil)
        inbox.tabBarItem.badgeValue = "3"
        let settings = SnippetScreen("Settings")
        settings.title = "Settings"
        let tabs = UITabBarController()
        tabs.viewControllers = [home, inbox, settings]
        let policy = SnippetTabPolicy()
        policy.locked = settings
        tabs.delegate = policy
        let window = showOnScreen(tabs, log: .shared)

        Driver.tapTab(at: 1, of: tabs)
        Driver.runUntilIdle()
        #expect(
            Log.shared.take() == [
                "shouldSelect Inbox",
                "Inbox viewWillAppear", "Home viewWillDisappear", "Home viewDidDisappear",
                "Inbox viewDidAppear",
                "didSelect Inbox",
            ])
        #expect(tabs.selectedIndex == 1)

        Driver.tapTab(at: 2, of: tabs)
        Driver.runUntilIdle()
        #expect(Log.shared.take() == ["shouldSelect Settings"])
        #expect(tabs.selectedViewController === inbox)

        // Code that selects a tab gets the switch and no delegate calls.
        tabs.selectedIndex = 0
        Driver.runUntilIdle()
        #expect(
            Log.shared.take() == [
                "Home viewWillAppear", "Inbox viewWillDisappear", "Inbox viewDidDisappear",
                "Home viewDidAppear",
            ])
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Inbox", "Settings"])
        withExtendedLifetime(window) {}
    }
}
