// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Testing

    /// A counter whose child reports, when it reappears, the count of the body that made its handler.
    private struct CountingScreen: View {
        @State private var count = 0
        let bump: (@escaping () -> Void) -> Void

        var body: some View {
            let _ = bump { count += 1 }
            CountLabel(count: count)
        }
    }

    /// The count as a plain `let` from the parent: a handler reading `@State` directly would read the
    /// current value through the state's storage even if it were a stale capture, and prove nothing.
    private struct CountLabel: View {
        let count: Int

        var body: some View {
            Text("\(count)").onDidAppear { log("didAppear sees count \(count)") }
        }
    }

    extension ModifierTests {
        @MainActor struct FreshnessTests {
            // DESIGN.md contract 5: the handler called is the one from the most recent view update.
            // Seed 001 keeps the closure its coordinator was made with, so it prints 0 here
            // (Tests/Seed001ComparisonTests/Seed001SideBySideTests.swift shows it).
            @Test("the handler called is the one from the latest body, not the first")
            func latestClosureIsCalled() {
                let events = Log.start()
                var increment: (() -> Void)?
                let host = UIHostingController(rootView: CountingScreen { increment = $0 })
                let navigation = UINavigationController(rootViewController: host)
                let window = showInWindow(navigation)
                #expect(events.take() == ["didAppear sees count 0"])

                navigation.pushViewController(UIViewController(), animated: false)
                Driver.runUntilIdle()
                increment?()
                increment?()
                Driver.runUntilIdle()
                navigation.popViewController(animated: false)
                Driver.runUntilIdle()
                #expect(events.take() == ["didAppear sees count 2"])
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
