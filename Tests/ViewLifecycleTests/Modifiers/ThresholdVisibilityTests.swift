// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Testing

    /// A counter whose label reports its visibility at a threshold with the count of the body that
    /// made the handler, and can be removed.
    private struct CountingThresholdScreen: View {
        @State private var count = 0
        @State private var showsLabel = true
        let expose: (@escaping () -> Void, Binding<Bool>) -> Void

        var body: some View {
            let _ = expose({ count += 1 }, $showsLabel)
            if showsLabel {
                ThresholdLabel(count: count)
            }
        }
    }

    /// The count as a plain `let` from the parent, so a stale handler would report an old count.
    private struct ThresholdLabel: View {
        let count: Int

        var body: some View {
            Text("\(count)")
                .onVisibilityChange { log("visible \($0)") }
                .onVisibilityChange(threshold: 0.5) { log("half visible \($0) at count \(count)") }
        }
    }

    extension ModifierTests {
        // Issue 20, item 2: `onVisibilityChange(threshold:_:)` is `onVisibilityChange` and, inside a
        // scroll view, at least that share of the view in its visible area; a view no scroll view
        // encloses is wholly inside. The threshold's handler learns the view's visibility after the
        // plain visibility handlers of the same view (it is merged after them), so the plain report
        // always comes first.
        @MainActor struct ThresholdVisibilityTests {
            private func screen() -> (() -> Void, Binding<Bool>, UINavigationController, UIWindow) {
                var exposed: (() -> Void, Binding<Bool>)?
                let navigation = UINavigationController(
                    rootViewController: UIHostingController(
                        rootView: CountingThresholdScreen { exposed = ($0, $1) }))
                let window = showInWindow(navigation)
                let (increment, showsLabel) = exposed!
                return (increment, showsLabel, navigation, window)
            }

            @Test(
                "a view in no scroll view is visible at its threshold once it appears; a push hides it, a pop shows it"
            )
            func coveredAndUncovered() {
                let events = Log.start()
                let (_, _, navigation, window) = screen()
                #expect(events.take() == ["visible true", "half visible true at count 0"])
                navigation.pushViewController(UIViewController(), animated: false)
                Driver.runUntilIdle()
                #expect(events.take() == ["visible false", "half visible false at count 0"])
                navigation.popViewController(animated: false)
                Driver.runUntilIdle()
                #expect(events.take() == ["visible true", "half visible true at count 0"])
                withExtendedLifetime(window) {}
            }

            // DESIGN.md contract 5: the handler called is the latest body's. An update that leaves the
            // view visible reports nothing.
            @Test(
                "the handler called is the latest body's, and an update that changes nothing reports nothing")
            func latestHandlerAndNoRepeat() {
                let events = Log.start()
                let (increment, _, navigation, window) = screen()
                _ = events.take()
                increment()
                Driver.runUntilIdle()
                #expect(events.take() == [])
                navigation.pushViewController(UIViewController(), animated: false)
                Driver.runUntilIdle()
                increment()
                Driver.runUntilIdle()
                navigation.popViewController(animated: false)
                Driver.runUntilIdle()
                #expect(
                    events.take() == [
                        "visible false", "half visible false at count 1", "visible true",
                        "half visible true at count 2",
                    ])
                withExtendedLifetime(window) {}
            }

            // DESIGN.md contract 3: a view that leaves while visible is told it is no longer visible.
            @Test("a view removed while visible reports false once, then nothing")
            func removal() {
                let events = Log.start()
                let (_, showsLabel, _, window) = screen()
                _ = events.take()
                showsLabel.wrappedValue = false
                Driver.runUntilIdle()
                #expect(events.take() == ["visible false", "half visible false at count 0"])
                withExtendedLifetime(window) {}
            }

            // Going to the background sends no appearance callbacks (traces/05, 20); visibility
            // follows the scene, at a threshold too.
            @Test(
                "the background hides a view at its threshold and the foreground shows it again",
                .enabled(if: Driver.drivesUserActions))
            func backgroundAndForeground() {
                let events = Log.start()
                let (_, _, _, window) = screen()
                _ = events.take()
                Driver.enterBackground()
                Driver.runUntilIdle()
                #expect(events.take() == ["visible false", "half visible false at count 0"])
                Driver.enterForeground()
                Driver.runUntilIdle()
                #expect(events.take() == ["visible true", "half visible true at count 0"])
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
