// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: https://github.com/VAndrJ/awesome-apple-bugs/tree/master/Bugs/LifeCyclePushedViewController
// (traces/11): a navigation controller made the window's root, the window made key and visible,
// then an animated push, all in scene(_:willConnectTo:options:). Console screenshots: iOS 17.4
// and iOS 18.2 (the README: iOS 18.0-18.2). `Headless.Profile.immediatePushAtLaunchSkipsRoot`.
@Suite(.serialized, .headlessWorld) @MainActor struct LaunchPushProfileTests {
    @Test(
        "an animated push at launch: iOS 17 starts the root's appearance, iOS 18 skips the root",
        arguments: [17, 18, 26])
    func immediatePush(version: Int) throws {
        let log = Log.start()
        Headless.reset(profile: try #require(Headless.Profile(version: version)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = LoggingViewController("Root")
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(LoggingViewController("Pushed"), animated: true)
        Driver.runUntilIdle()
        // The screenshots show the load and appearance overrides only.
        let lines = log.take().filter { !$0.contains("Move(toParent:)") }
        if version == 18 {
            #expect(
                lines == [
                    "Pushed loadView()", "Pushed viewDidLoad()", "Pushed viewWillAppear(_:)",
                    "Pushed viewIsAppearing(_:)", "Pushed viewDidAppear(_:)",
                ])
            #expect(!root.isViewLoaded)
        } else {
            #expect(
                lines == [
                    "Root loadView()", "Root viewDidLoad()", "Root viewWillAppear(_:)",
                    "Root viewIsAppearing(_:)",
                    "Pushed loadView()", "Pushed viewDidLoad()", "Root viewWillDisappear(_:)",
                    "Pushed viewWillAppear(_:)", "Root viewDidDisappear(_:)", "Pushed viewIsAppearing(_:)",
                    "Pushed viewDidAppear(_:)",
                ])
        }
        withExtendedLifetime(window) {}
    }
}
