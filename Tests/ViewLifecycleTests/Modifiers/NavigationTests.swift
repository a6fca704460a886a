// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Testing

    extension ModifierTests {
        // UIKit navigation of hosting controllers: UIKit's push/pop order is traces/03's and the
        // swipe's traces/19's (HeadlessUIKit follows them); these tests check what the modifiers
        // deliver on top of it: the contract's events with their context, one load per identity.
        @MainActor struct NavigationTests {
            private func stack() -> (UINavigationController, UIWindow) {
                let navigation = UINavigationController(
                    rootViewController: UIHostingController(rootView: TrackedScreen(name: "A")))
                return (navigation, showInWindow(navigation))
            }

            @Test("push covers the root and pop removes the pushed screen, each with its reason")
            func pushAndPop() {
                let log = Log.start()
                let (navigation, window) = stack()
                #expect(log.take() == ["A load", "A willAppear", "A isAppearing", "A didAppear"])

                navigation.pushViewController(
                    UIHostingController(rootView: TrackedScreen(name: "B")), animated: true)
                Driver.runUntilIdle()
                #expect(
                    log.take() == [
                        "B load", "A willDisappear animated covered", "B willAppear animated",
                        "B isAppearing animated", "A didDisappear animated covered", "B didAppear animated",
                    ])

                navigation.popViewController(animated: true)
                Driver.runUntilIdle()
                #expect(
                    log.take() == [
                        "B willDisappear animated removed", "A willAppear animated", "A isAppearing animated",
                        "B didDisappear animated removed", "A didAppear animated",
                    ])
                withExtendedLifetime(window) {}
            }

            @Test(
                "a swipe back cancelled then finished: each side's events marked interactive, the undo as reversal",
                .enabled(if: Driver.drivesUserActions)
            )
            func interactivePop() throws {
                let log = Log.start()
                let (navigation, window) = stack()
                navigation.pushViewController(
                    UIHostingController(rootView: TrackedScreen(name: "B")), animated: false)
                Driver.runUntilIdle()
                _ = log.take()

                let swipe = try #require(Driver.beginInteractivePop(navigation))
                #expect(
                    log.take() == [
                        "B willDisappear animated interactive removed", "A willAppear animated interactive",
                        "A isAppearing animated interactive",
                    ])
                swipe.cancel()
                Driver.runUntilIdle()
                #expect(
                    log.take() == [
                        "A willDisappear animated interactive reversal covered",
                        "A didDisappear animated interactive reversal covered",
                        "B willAppear animated interactive reversal",
                        "B isAppearing animated interactive reversal",
                        "B didAppear animated interactive reversal",
                    ])

                let second = try #require(Driver.beginInteractivePop(navigation))
                second.finish()
                Driver.runUntilIdle()
                #expect(
                    log.take() == [
                        "B willDisappear animated interactive removed", "A willAppear animated interactive",
                        "A isAppearing animated interactive", "B didDisappear animated interactive removed",
                        "A didAppear animated interactive",
                    ])
                withExtendedLifetime(window) {}
            }

            @Test("onLoad runs once per identity, however often the screen is covered and uncovered")
            func loadOnce() {
                let events = Log.start()
                let root = UIHostingController(
                    rootView: Text("A").onLoad { log("A onLoad") }.onDidAppear { log("A onDidAppear") })
                let navigation = UINavigationController(rootViewController: root)
                let window = showInWindow(navigation)
                for _ in 0..<3 {
                    navigation.pushViewController(UIViewController(), animated: true)
                    Driver.runUntilIdle()
                    navigation.popViewController(animated: true)
                    Driver.runUntilIdle()
                }
                #expect(
                    events.take() == [
                        "A onLoad", "A onDidAppear", "A onDidAppear", "A onDidAppear", "A onDidAppear",
                    ])
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
