// ViewLifecycle · ViewLifecycleInternalTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import Testing

    @testable import ViewLifecycle

    extension ModifierInternalTests {
        /// The relay asks its bridge whether UIKit will forward: a bridge that is a child whose view
        /// is not in a window yet will hear its parent's appearance, so SwiftUI's `onAppear` waits
        /// for it (iOS 17's eager tabs: a tab's views appear before its host is on screen).
        @MainActor struct RelayForwardingTests {
            @Test(
                "a bridge whose parent is off screen: SwiftUI's onAppear waits for UIKit, which then speaks")
            func awaitsForwarding() {
                _ = Log.start()
                let log = Deliveries()
                let relay = LifecycleRelay(handlers: log.handlers)
                let bridge = LifecycleBridgeController(relay: relay)
                relay.bridge = bridge
                let parent = UIViewController()
                parent.addChild(bridge)
                parent.view.addSubview(bridge.view)
                bridge.didMove(toParent: parent)
                #expect(bridge.awaitsForwardedAppearance)
                relay.swiftUIAppearanceChanged(isShown: true)
                #expect(log.take() == ["load"])
                let window = showInWindow(parent)
                #expect(log.take() == ["willAppear", "isAppearing", "didAppear", "visible true"])
                #expect(!bridge.awaitsForwardedAppearance)
                // The window lets go of the bridge while the log its handlers hold unowned lives.
                window.rootViewController = nil
                Driver.runUntilIdle()
                withExtendedLifetime((window, log)) {}
            }

            @Test("a bridge with no parent (a page's) does not wait")
            func noParent() {
                _ = Log.start()
                let relay = LifecycleRelay(handlers: LifecycleHandlers())
                let bridge = LifecycleBridgeController(relay: relay)
                #expect(!bridge.awaitsForwardedAppearance)
            }
        }
    }

#endif
