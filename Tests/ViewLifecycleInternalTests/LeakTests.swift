// ViewLifecycle · ViewLifecycleInternalTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import Testing

    @testable import ViewLifecycle

    /// Keeps the bridge and relay a host made, weakly, so a test can ask whether they were freed.
    @MainActor private final class Captured {
        weak var bridge: UIViewController?
        weak var host: UIViewController?
    }

    extension ModifierInternalTests {
        // DESIGN.md contract 6: nothing is retained past teardown.
        @MainActor struct LeakTests {
            @Test("a popped screen's host, bridge and handlers are freed")
            func poppedScreenIsFreed() throws {
                _ = Log.start()
                let captured = Captured()
                weak var handlerToken: AnyObject?
                let navigation = UINavigationController(rootViewController: UIViewController())
                let window = showInWindow(navigation)
                do {
                    final class Token {}
                    let token = Token()
                    handlerToken = token
                    let host = UIHostingController(
                        rootView: Text("B").onDidAppear { withExtendedLifetime(token) {} }.onWillDisappear {})
                    captured.host = host
                    navigation.pushViewController(host, animated: true)
                    Driver.runUntilIdle()
                    captured.bridge = try #require(host.children.first as? LifecycleBridgeController)
                }
                navigation.popViewController(animated: true)
                Driver.runUntilIdle()
                #expect(captured.host == nil)
                #expect(captured.bridge == nil)
                #expect(handlerToken == nil)
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
