// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Not covered by a trace as a whole (current UIKit): the window takes the old root's view out, so
// the old root disappears without animation, will then did, before the window adds (and so loads)
// the new root's view, which then appears as a launched root does (LaunchTests).
// The seed 000 "Done when" of issue 3 requires the replaced root's viewWillDisappear,
// viewDidDisappear and deinit.
@Suite(.serialized, .headlessWorld) @MainActor struct WindowRootReplacementTests {
    @Test("replacing a visible window's root takes the old root off screen without animation")
    func replaceRoot() {
        let log = Log.start()
        let window = showOnScreen(LoggingViewController("A"), log: log)

        window.rootViewController = LoggingViewController("B")
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated() == [
                "A viewWillDisappear(false)", "A viewDidDisappear(false)",
                "B loadView()", "B viewDidLoad()",
                "B viewWillAppear(false)", "B viewIsAppearing(false)", "B viewDidAppear(false)",
            ])
        #expect(log.takeDeinits() == ["A"])
    }

    @Test("the replaced root's layout falls between its viewIsAppearing and viewDidAppear")
    func replaceRootLayout() throws {
        let log = Log.start()
        let a = LoggingViewController("A")
        let window = showOnScreen(a, log: log)
        let b = LoggingViewController("B")

        window.rootViewController = b
        Headless.runUntilIdle()
        let lines = log.takeWithLayout()
        let isAppearing = try #require(lines.firstIndex(of: "B viewIsAppearing(_:)"))
        let willLayout = try #require(lines.firstIndex(of: "B viewWillLayoutSubviews()"))
        let didLayout = try #require(lines.firstIndex(of: "B viewDidLayoutSubviews()"))
        let didAppear = try #require(lines.firstIndex(of: "B viewDidAppear(_:)"))
        #expect(isAppearing < willLayout && willLayout < didLayout && didLayout < didAppear)
        #expect(window.rootViewController === b)
        #expect(a.viewIfLoaded?.window == nil)
    }

    @Test("a root replaced before the window ever showed never loads nor appears")
    func replaceRootBeforeShowing() {
        let log = Log.start()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = LoggingViewController("A")
        window.rootViewController = LoggingViewController("B")
        Headless.runUntilIdle()
        // A hidden window adds no root view (see LaunchTests), so A is only released.
        #expect(log.take() == [])
        #expect(log.takeDeinits() == ["A"])

        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "B loadView()", "B viewDidLoad()",
                "B viewWillAppear(_:)", "B viewIsAppearing(_:)", "B viewDidAppear(_:)",
            ])
    }
}
