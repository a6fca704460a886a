// ViewLifecycle · HeadlessTestingTests

import HeadlessTestSupport
import HeadlessTesting
import Testing

extension HeadlessTestingTests {
    // Issue 31 item 8: random actions drawn from the screen, checked after each, shrunk on failure.
    @Suite @MainActor struct ExplorerTests {
        @Test("a fault needing three taps among the screen's controls is found and shrunk to those three")
        func plantedFaultShrunk() throws {
            var thrown: Headless.ExplorationFailure?
            do {
                try Headless.explore(CombinationLock(), seed: 31, steps: 200) {
                    !Headless.screen().contains("Unlocked")
                }
            } catch {
                thrown = error as? Headless.ExplorationFailure
            }
            let failure = try #require(thrown)
            #expect(failure.finding == "a broken invariant: the invariant returned false")
            #expect(failure.actions == [.tap("Red"), .tap("Green"), .tap("Blue")])
            #expect(
                failure.code == """
                    try Headless.tap("Red")
                    try Headless.tap("Green")
                    try Headless.tap("Blue")
                    """)
        }

        @Test("the same seed plays the same actions")
        func sameSeedSameRun() throws {
            let first = try Headless.explore(CombinationLock(), seed: 5, steps: 40)
            let second = try Headless.explore(CombinationLock(), seed: 5, steps: 40)
            let other = try Headless.explore(CombinationLock(), seed: 6, steps: 40)
            #expect(first.count == 40)
            #expect(first == second)
            #expect(first != other)
        }

        @Test("the actions print as the driver calls a test makes")
        func actionsAsCode() {
            let actions: [Headless.ExplorerAction] = [
                .tap("Add \"Book\""), .tap(.identifier("save")), .type("Dune", into: "Title"),
                .select("Title", in: "Sort By"), .increment("Rating"), .decrement("Rating"),
                .scroll(toEnd: true), .scroll(toEnd: false), .goBack, .swipeSheetDown(finishing: true),
                .swipeSheetDown(finishing: false), .backgroundAndForeground,
            ]
            #expect(
                actions.map(\.description) == [
                    #"try Headless.tap("Add \"Book\"")"#,
                    #"try Headless.tap(.identifier("save"))"#,
                    #"try Headless.type("Dune", into: "Title")"#,
                    #"try Headless.select("Title", in: "Sort By")"#,
                    #"try Headless.increment("Rating")"#,
                    #"try Headless.decrement("Rating")"#,
                    "try Headless.scroll(to: .end)",
                    "try Headless.scroll(to: .top)",
                    "try Headless.goBack()",
                    "try Headless.swipeSheetDown()",
                    "try Headless.swipeSheetDown(finishing: false)",
                    "Headless.enterBackground(); Headless.runUntilIdle(); Headless.enterForeground(); Headless.runUntilIdle()",
                ])
        }

        @Test("a negative step count is refused, naming the parameter")
        func negativeSteps() {
            var thrown: (any Error)?
            do { try Headless.explore(CombinationLock(), seed: 1, steps: -1) } catch { thrown = error }
            #expect(
                (thrown as? Headless.DriverError)?.description
                    == "Headless.explore(_:seed:steps:) needs steps of 0 or more, not -1.")
        }
    }
}
