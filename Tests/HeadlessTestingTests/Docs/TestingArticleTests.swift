// ViewLifecycle · HeadlessTestingTests

import HeadlessTesting
import Observation
import Testing

// The code of the DocC article "Testing SwiftUI screens with HeadlessTesting"
// (HeadlessTesting.docc/TestingOnLinux.md), copied as printed with the claims its prose makes,
// so the article cannot show code that does not build or behave as it says. Its later sections
// are in TestingArticle{Queries,Gestures,Failures,Explorer}Tests and, for snapshots,
// HeadlessSnapshotTestingTests' TestingArticleSnapshotTests.
enum TestingArticle {
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

    @Suite(.headless) @MainActor struct CoffeeTests {
        @Test func resetEmptiesTheCount() throws {
            Headless.host(CoffeeScreen())
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

        // "Pass a size to test another device."
        @Test func hostsOnAnIPad() {
            Headless.host(CoffeeScreen(), screenSize: .iPadLandscape)
            #expect(Headless.screenSize == .iPadLandscape)
            #expect(Headless.screen().hasPrefix("NavigationBar \"Coffee\"\n"))
        }
    }

    @Observable final class Order {
        var cups = 0
    }

    struct CoffeeApp: App {
        let order: Order
        init() { order = Order() }
        init(order: Order) { self.order = order }

        var body: some Scene {
            WindowGroup {
                Button("Cups: \(order.cups)") { order.cups += 1 }
            }
        }
    }

    @Suite(.headless) @MainActor struct CoffeeAppTests {
        @Test func tapsReachTheModel() throws {
            let order = Order()
            Headless.launch(CoffeeApp(order: order))
            try Headless.tap("Cups: 0")
            #expect(order.cups == 1)
        }
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

    // "With `Countdown` hosted, the screen reads `Text "1"` right after
    // `Headless.advance(by: 2)`."
    @Suite(.headless) @MainActor struct CountdownTests {
        @Test(.enabled(if: Headless.tasksFollowVirtualTime)) func followsVirtualTime() {
            Headless.host(Countdown())
            #expect(Headless.screen() == "Text \"3\"\n")
            Headless.advance(by: 2)
            #expect(Headless.screen() == "Text \"1\"\n")
        }
    }

    // "`@Test(.headless(profile: .iOS17))` starts each test case's world behaving as that version;
    // `.headless` behaves as the latest."
    @Suite(.headless) @MainActor struct ProfileTests {
        @Test(.headless(profile: .iOS17)) func iOS17() {
            #expect(Headless.profile == .iOS17)
        }

        @Test func latest() {
            #expect(Headless.profile == .latest)
        }
    }
}

extension TestingArticle.CoffeeTests {
    @Test func countShowsInTheStepper() throws {
        Headless.host(TestingArticle.CoffeeScreen())
        try Headless.increment("Cups: 0")
        try Headless.increment("Cups: 1")
        #expect(
            Headless.screen() == """
                NavigationBar "Coffee"
                Stepper "Cups: 2": 2
                Button "Reset": destructive

                """)
    }
}
