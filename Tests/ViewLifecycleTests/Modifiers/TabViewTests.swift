// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Testing

    /// Two tracked tabs, the second shown only while the test's binding is on.
    private struct Tabs: View {
        @State private var showsB = true
        let expose: (Binding<Bool>) -> Void

        var body: some View {
            let _ = expose($showsB)
            TabView {
                TrackedScreen(name: "A").tabItem { Text("A") }
                if showsB {
                    TrackedScreen(name: "B").tabItem { Text("B") }
                }
            }
        }
    }

    extension ModifierTests {
        // TabView is a UITabBarController of hosting controllers; a tab loads at its first selection
        // (iOS 18, traces/24 B) and a switch follows UIKit's order (observed-orders.md A1, A2: incoming
        // viewWillAppear, outgoing viewWillDisappear, outgoing viewDidDisappear, incoming viewDidAppear).
        @MainActor struct TabViewTests {
            private func tabs() -> (Binding<Bool>, UIWindow) {
                var binding: Binding<Bool>?
                let window = showInWindow(UIHostingController(rootView: Tabs { binding = $0 }))
                return (binding!, window)
            }

            @Test(
                "a tab switch covers the old tab's view; the new one loads once, however often shown",
                .enabled(if: Driver.drivesUserActions))
            func tabSwitch() throws {
                let log = Log.start()
                let (_, window) = tabs()
                #expect(log.take() == ["A load", "A willAppear", "A isAppearing", "A didAppear"])

                // B's host is laid out in the turn after the switch's will half, hence its isAppearing
                // after A's didDisappear. A switch is not animated.
                try #require(Driver.tapTab("B"))
                Driver.runUntilIdle()
                #expect(
                    log.take() == [
                        "B load", "B willAppear", "A willDisappear covered", "A didDisappear covered",
                        "B isAppearing", "B didAppear",
                    ])

                try #require(Driver.tapTab("A"))
                Driver.runUntilIdle()
                #expect(
                    log.take() == [
                        "A willAppear", "B willDisappear covered", "B didDisappear covered", "A isAppearing",
                        "A didAppear",
                    ])
                try #require(Driver.tapTab("B"))
                Driver.runUntilIdle()
                // The second visit loads nothing: `load` came once, on the first.
                #expect(
                    log.take() == [
                        "B willAppear", "A willDisappear covered", "A didDisappear covered", "B isAppearing",
                        "B didAppear",
                    ])
                withExtendedLifetime(window) {}
            }

            // A removed tab's identity leaves the graph, so its disappearance is `removed` (DESIGN.md).
            // The bridge reads it from the tab bar controller no longer listing the tab when it
            // disappears (a guess by analogy with a pop; Docs/HeadlessUIKit.md).
            @Test(
                "a tab removed while shown: its view disappears, then the first tab appears",
                .enabled(if: Driver.drivesUserActions))
            func tabRemoved() throws {
                let log = Log.start()
                let (showsB, window) = tabs()
                try #require(Driver.tapTab("B"))
                Driver.runUntilIdle()
                _ = log.take()
                showsB.wrappedValue = false
                Driver.runUntilIdle()
                #expect(
                    log.take() == [
                        "B willDisappear removed", "B didDisappear removed", "A willAppear", "A isAppearing",
                        "A didAppear",
                    ])
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
