// ViewLifecycle · ViewLifecycleInternalTests

import HeadlessTestSupport
import HeadlessTesting
import Testing
import ViewLifecycle

// The code of the DocC articles "Testing SwiftUI screens on Linux with the headless runtime"
// (HeadlessSwiftUI.docc/TestingOnLinux.md) and "Adding lifecycle events to a SwiftUI app"
// (ViewLifecycle.docc/AddingLifecycleEvents.md), copied as printed with the claims the prose
// makes about it, so the articles cannot show code that does not build or behave as they say.
extension ModifierInternalTests {
    @MainActor struct DocCArticleExampleTests {
        struct CoffeeScreen: View {
            @State private var cups = 0

            var body: some View {
                NavigationStack {
                    Form {
                        Stepper("Cups: \(cups)", value: $cups, in: 0...10)
                        Button("Reset", role: .destructive) { cups = 0 }
                            .disabled(cups == 0)
                    }
                    .navigationTitle("Coffee")
                }
            }
        }

        @MainActor func showCoffee() {
            Headless.reset()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = UIHostingController(rootView: CoffeeScreen())
            window.makeKeyAndVisible()
            Headless.runUntilIdle()
        }

        @MainActor @Test func resetEmptiesTheCount() throws {
            showCoffee()
            try Headless.increment("Cups: 0")
            try Headless.increment("Cups: 1")
            try Headless.tap("Reset")
            #expect(
                throws: Headless.DriverError(
                    #"Button "Reset": destructive (disabled) cannot be tapped: it is disabled."#)
            ) {
                try Headless.tap("Reset")
            }
        }

        @MainActor @Test func countShowsInTheStepper() throws {
            showCoffee()
            try Headless.increment("Cups: 0")
            try Headless.increment("Cups: 1")
            #expect(
                Headless.screen() == """
                    NavigationBar "Coffee"
                    Stepper "Cups: 2": 2
                    Button "Reset": destructive

                    """)
        }

        struct Countdown: View {
            @State private var left = 3

            var body: some View {
                Text("\(left)")
                    .task {
                        while left > 0 {
                            try? await Task.sleep(nanoseconds: 1_000_000_000)
                            left -= 1
                        }
                    }
            }
        }

        // "With `Countdown` on screen, the screen reads `Text "1"` right after
        // `Headless.advance(by: 2)`."
        @MainActor @Test(.tasksFollowVirtualTime) func countdownFollowsVirtualTime() {
            Headless.reset()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = UIHostingController(rootView: Countdown())
            window.makeKeyAndVisible()
            Headless.runUntilIdle()
            #expect(Headless.screen() == "Text \"3\"\n")
            Headless.advance(by: 2)
            #expect(Headless.screen() == "Text \"1\"\n")
        }

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
