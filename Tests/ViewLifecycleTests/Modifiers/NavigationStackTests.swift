// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Testing

    /// A `NavigationStack` whose path the test holds: a tracked root with a link to screen 1, and a
    /// tracked screen per pushed value.
    private struct PathStack: View {
        @State private var path: [Int] = []
        let expose: (Binding<[Int]>) -> Void

        var body: some View {
            let _ = expose($path)
            NavigationStack(path: $path) {
                NavigationLink("Detail 1", value: 1)
                    .onLifecycle { event, context in log("Root", event, context) }
                    .navigationDestination(for: Int.self) { value in TrackedScreen(name: "D\(value)") }
            }
        }
    }

    extension ModifierTests {
        // NavigationStack is a UINavigationController of hosting controllers (iOS 16-18): UIKit's push
        // and pop order is traces/03's, the swipe back traces/19's, the link and path behaviour
        // ContainerDelivery.md's (traces/10). These tests check what our modifiers deliver on top:
        // the contract's events, the context, one load per identity.
        @MainActor struct NavigationStackTests {
            private func stack() -> (UIHostingController<PathStack>, Binding<[Int]>, UIWindow) {
                var path: Binding<[Int]>?
                let host = UIHostingController(rootView: PathStack { path = $0 })
                let window = showInWindow(host)
                return (host, path!, window)
            }

            @Test(
                "a link pushes: the root is covered; a path change pops: the pushed screen is removed",
                .enabled(if: Driver.drivesUserActions))
            func linkPushPathPop() throws {
                let log = Log.start()
                let (_, path, window) = stack()
                #expect(log.take() == ["Root load", "Root willAppear", "Root isAppearing", "Root didAppear"])

                try #require(Driver.tapNavigationLink("Detail 1"))
                Driver.runUntilIdle()
                #expect(
                    log.take() == [
                        "D1 load", "Root willDisappear animated covered", "D1 willAppear animated",
                        "D1 isAppearing animated", "Root didDisappear animated covered",
                        "D1 didAppear animated",
                    ])

                path.wrappedValue = []
                Driver.runUntilIdle()
                #expect(
                    log.take() == [
                        "D1 willDisappear animated removed", "Root willAppear animated",
                        "Root isAppearing animated", "D1 didDisappear animated removed",
                        "Root didAppear animated",
                    ])
                withExtendedLifetime(window) {}
            }

            @Test("a path push and pop, twice: the root loads once, each pushed identity loads once")
            func pathPushTwice() {
                let log = Log.start()
                let (_, path, window) = stack()
                _ = log.take()
                for _ in 0..<2 {
                    path.wrappedValue = [1]
                    Driver.runUntilIdle()
                    path.wrappedValue = []
                    Driver.runUntilIdle()
                }
                // Each push makes a new identity (a new hosting controller), so D1 loads each time;
                // the root never leaves, so it never loads again.
                #expect(log.take().filter { $0.hasSuffix("load") } == ["D1 load", "D1 load"])
                withExtendedLifetime(window) {}
            }

            @Test(
                "a swipe back cancelled then finished: interactive, the undo marked as a reversal",
                .enabled(if: Driver.drivesUserActions))
            func interactivePop() throws {
                let log = Log.start()
                let (host, path, window) = stack()
                path.wrappedValue = [1]
                Driver.runUntilIdle()
                _ = log.take()
                let navigation = try #require(host.children.first as? UINavigationController)

                let cancelled = try #require(Driver.beginInteractivePop(navigation))
                #expect(
                    log.take() == [
                        "D1 willDisappear animated interactive removed",
                        "Root willAppear animated interactive",
                        "Root isAppearing animated interactive",
                    ])
                cancelled.cancel()
                Driver.runUntilIdle()
                #expect(
                    log.take() == [
                        "Root willDisappear animated interactive reversal covered",
                        "Root didDisappear animated interactive reversal covered",
                        "D1 willAppear animated interactive reversal",
                        "D1 isAppearing animated interactive reversal",
                        "D1 didAppear animated interactive reversal",
                    ])

                let finished = try #require(Driver.beginInteractivePop(navigation))
                finished.finish()
                Driver.runUntilIdle()
                #expect(
                    log.take() == [
                        "D1 willDisappear animated interactive removed",
                        "Root willAppear animated interactive",
                        "Root isAppearing animated interactive",
                        "D1 didDisappear animated interactive removed",
                        "Root didAppear animated interactive",
                    ])
                #expect(path.wrappedValue == [])
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
