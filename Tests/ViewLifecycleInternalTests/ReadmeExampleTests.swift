// ViewLifecycle · ViewLifecycleInternalTests

import HeadlessTestSupport
import Testing
import ViewLifecycle

// README.md's "Testing lifecycle code on Linux" example, its test function copied as printed, so
// the README cannot show code that does not build or pass. It drives `Headless`, so it lives in
// this headless-only target.
extension ModifierInternalTests {
    @MainActor struct ReadmeExampleTests {
        @MainActor @Test func inboxSavesItsDraftWhenCovered() {
            Headless.reset()
            var events: [String] = []
            let inbox = UIHostingController(
                rootView: Text("Inbox").onWillDisappear { events.append("save") })
            let navigation = UINavigationController(rootViewController: inbox)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            Headless.runUntilIdle()

            navigation.pushViewController(UIViewController(), animated: true)
            Headless.runUntilIdle()
            #expect(events == ["save"])
        }
    }
}
