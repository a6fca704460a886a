// ViewLifecycle · ViewLifecycleInternalTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import HeadlessTesting
    import Testing
    import ViewLifecycle

    // The code of the DocC article "Adding lifecycle events to a SwiftUI app"
    // (ViewLifecycle.docc/AddingLifecycleEvents.md), copied as printed with the claims the prose
    // makes about it, so the article cannot show code that does not build or behave as it says.
    // (The testing article's are HeadlessTestingTests' TestingArticleTests.)
    extension ModifierInternalTests {
        @MainActor struct DocCArticleExampleTests {
            // `onVisibilityChange(threshold:_:)` as the article writes it: rows wholly on screen at
            // launch are seen (the order rows report in is not the article's claim).
            @MainActor @Test func thresholdSeesTheRowsOnScreen() {
                Headless.reset()
                var seen: [String] = []
                let titles = ["One", "Two"]
                let list = List(titles, id: \.self) { title in
                    Text(title)
                        .onVisibilityChange(threshold: 0.5) { visible in
                            if visible { seen.append(title) }
                        }
                }
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window.rootViewController = UIHostingController(rootView: list)
                window.makeKeyAndVisible()
                Headless.runUntilIdle()
                #expect(Set(seen) == ["One", "Two"])
                #expect(seen.count == 2)
            }

            struct ClockScreen: View {
                @State private var secondsVisible = 0

                var body: some View {
                    Text("\(secondsVisible) s on screen")
                        .onVisibilityChange { visible in print(visible ? "on screen" : "hidden") }
                        .lifecycleTask {
                            // A cancelled sleep throws: stop there, without counting it.
                            while (try? await Task.sleep(nanoseconds: 1_000_000_000)) != nil {
                                secondsVisible += 1
                            }
                        }
                }
            }

            // `lifecycleTask` "starts its work when the view has appeared … and cancels it when the
            // view is about to disappear": the count grows with virtual time while on screen, and
            // stops once a pushed screen covers it.
            @MainActor @Test(.tasksFollowVirtualTime) func clockCountsOnlyWhileOnScreen() {
                Headless.reset()
                let clock = UIHostingController(rootView: ClockScreen())
                let navigation = UINavigationController(rootViewController: clock)
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window.rootViewController = navigation
                window.makeKeyAndVisible()
                Headless.runUntilIdle()
                Headless.advance(by: 3)
                #expect(Headless.screen(of: clock) == "Text \"3 s on screen\"\n")
                navigation.pushViewController(UIViewController(), animated: false)
                Headless.runUntilIdle()
                Headless.advance(by: 5)
                #expect(Headless.screen(of: clock) == "Text \"3 s on screen\"\n")
            }
        }
    }

#endif
