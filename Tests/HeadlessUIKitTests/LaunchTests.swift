// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: traces/02-uikit-storyboard-segue-then-present-remkoh.md (scenario 1),
// traces/05-uikit-present-modally-unwind-home-rotate-yagamo.md (1),
// traces/11-uikit-immediate-animated-push-at-launch-ios17-vs-ios18.md (iOS 17.4: willAppear and
// isAppearing come at makeKeyAndVisible, didAppear later), traces/18 R2 and apple-api.md
// "Documented appearance order" (viewIsAppearing, then layout, then viewDidAppear).
@Suite(.serialized, .headlessWorld) @MainActor struct LaunchTests {
    @Test("a window's root loads its view and starts appearing when the window shows")
    func windowRootLaunch() {
        let log = Log.start()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let a = LoggingViewController("A")
        #expect(!a.isViewLoaded)

        // Not in a trace: a hidden window does not add its root's view yet; showing it does
        // (UIKit loads the root's view from makeKeyAndVisible, as launch-time crash stacks show:
        // -[UIWindow makeKeyAndVisible] -> addRootViewControllerViewIfPossible -> -[UIViewController view]).
        window.rootViewController = a
        #expect(log.take() == [])

        window.makeKeyAndVisible()
        #expect(
            log.takeAnimated() == [
                "A loadView()", "A viewDidLoad()", "A viewWillAppear(false)", "A viewIsAppearing(false)",
            ])

        Headless.runUntilIdle()
        #expect(log.takeAnimated() == ["A viewDidAppear(false)"])
        #expect(a.view.window === window)
    }

    @Test("layout falls after viewIsAppearing and before viewDidAppear at launch")
    func launchLayoutPlacement() {
        let log = Log.start()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = LoggingViewController("A")
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        #expect(
            log.takeWithLayout() == [
                "A loadView()", "A viewDidLoad()", "A viewWillAppear(_:)", "A viewIsAppearing(_:)",
                "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()", "A viewDidAppear(_:)",
            ])
    }

    @Test("a launched root is neither moving to a parent nor being presented")
    func launchFlags() {
        let log = Log.start()
        let a = LoggingViewController("A")
        let window = showOnScreen(a, log: log)
        #expect(a.motion["viewWillAppear(_:)"] == [])
        #expect(a.motion["viewDidAppear(_:)"] == [])
        #expect(window.rootViewController === a)
    }

    @Test("reading view loads it once; loadViewIfNeeded and viewIfLoaded do not load it again")
    func lazyViewLoading() {
        let log = Log.start()
        let a = LoggingViewController("A")
        #expect(a.viewIfLoaded == nil)
        #expect(log.take() == [])

        // Source: apple-api.md "view" and "loadViewIfNeeded()": loadView then viewDidLoad, once.
        _ = a.view
        #expect(log.take() == ["A loadView()", "A viewDidLoad()"])
        a.loadViewIfNeeded()
        _ = a.view
        #expect(log.take() == [])
        #expect(a.isViewLoaded)
        #expect(a.viewIfLoaded === a.view)
    }
}
