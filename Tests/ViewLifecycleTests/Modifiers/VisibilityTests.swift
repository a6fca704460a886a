// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Testing

    extension ModifierTests {
        @MainActor struct VisibilityTests {
            // DESIGN.md: visibility is `phase == visible && scene is active`, reported on change only.
            // Going to the background sends no appearance callbacks (traces/05, 20), so the
            // appearance handlers stay quiet while visibility follows the scene.
            @Test(
                "the background hides a visible view and the foreground shows it again; nothing else fires",
                .enabled(if: Driver.drivesUserActions))
            func backgroundAndForeground() {
                let events = Log.start()
                let host = UIHostingController(
                    rootView: Text("A")
                        .onVisibilityChange { log("visible \($0)") }
                        .onLifecycle { event, _ in log("\(event)") })
                let window = showInWindow(host)
                #expect(
                    events.take() == [
                        "load", "willAppear(animated: false)", "isAppearing(animated: false)",
                        "didAppear(animated: false)", "visible true",
                    ])
                Driver.enterBackground()
                Driver.runUntilIdle()
                #expect(events.take() == ["visible false"])
                Driver.enterForeground()
                Driver.runUntilIdle()
                #expect(events.take() == ["visible true"])
                withExtendedLifetime(window) {}
            }

            @Test(
                "a view that disappears in the background reports no change on return",
                .enabled(if: Driver.drivesUserActions))
            func coveredInTheBackground() {
                let events = Log.start()
                let navigation = UINavigationController(
                    rootViewController: UIHostingController(
                        rootView: Text("A").onVisibilityChange { log("visible \($0)") }))
                let window = showInWindow(navigation)
                _ = events.take()
                Driver.enterBackground()
                Driver.runUntilIdle()
                navigation.pushViewController(UIViewController(), animated: false)
                Driver.runUntilIdle()
                Driver.enterForeground()
                Driver.runUntilIdle()
                #expect(events.take() == ["visible false"])
                withExtendedLifetime(window) {}
            }

            @Test(
                "a view first shown in the background is not visible until the app returns",
                .enabled(if: Driver.drivesUserActions))
            func shownInTheBackground() {
                let events = Log.start()
                let navigation = UINavigationController(rootViewController: UIViewController())
                let window = showInWindow(navigation)
                Driver.enterBackground()
                Driver.runUntilIdle()
                // The bridge takes the scene's activity when it is made, before its view can appear.
                navigation.pushViewController(
                    UIHostingController(rootView: Text("B").onVisibilityChange { log("visible \($0)") }),
                    animated: false)
                Driver.runUntilIdle()
                #expect(events.take() == [])
                Driver.enterForeground()
                Driver.runUntilIdle()
                #expect(events.take() == ["visible true"])
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
