// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Foundation
    import TestRandom
    import Testing

    extension ModifierTests {
        // Issue 11 item 6 and DESIGN.md's contract, rules 1-4 and visibility: whatever a user does,
        // in whatever order, every tracked view's stream obeys it. Judged by DeliveredStreamChecker,
        // written from the contract's text independently of the balancer.
        @MainActor struct ContractPropertyTests {
            /// How many random sessions `swift test` runs: 2,500. A session (a fresh world, a TabView
            /// with a NavigationStack, pages, a list and a split view, 1 to 16 actions, teardown)
            /// takes about 25 ms in a debug build on the shared 2-core machine, so the test takes
            /// about a minute. Narrow, widen or replay with `VIEWLIFECYCLE_PROPERTY_SESSIONS`.
            static let sessions =
                ProcessInfo.processInfo.environment["VIEWLIFECYCLE_PROPERTY_SESSIONS"].flatMap { Int($0) }
                ?? 2_500
            /// The first session's seed; session `i` uses `baseSeed + i`. Set
            /// `VIEWLIFECYCLE_PROPERTY_SEED` to replay a printed seed (with `sessions` then 1).
            static let baseSeed: UInt64 =
                ProcessInfo.processInfo.environment["VIEWLIFECYCLE_PROPERTY_SEED"].flatMap { UInt64($0) }
                ?? 0x5EED_0011

            @Test(
                "random sessions of user actions: every tracked view's stream obeys the contract",
                .enabled(if: Driver.drivesUserActions))
            func randomSessions() {
                let replaying = ProcessInfo.processInfo.environment["VIEWLIFECYCLE_PROPERTY_SEED"] != nil
                var deliveries = 0
                var swiftUIDeliveries = 0
                for index in 0..<(replaying ? 1 : Self.sessions) {
                    let seed = Self.baseSeed &+ UInt64(index)
                    let (failure, delivered, fromSwiftUI) = Self.runSession(seed: seed)
                    deliveries += delivered
                    swiftUIDeliveries += fromSwiftUI
                    if let failure {
                        Issue.record("session seed \(seed) (VIEWLIFECYCLE_PROPERTY_SEED=\(seed)): \(failure)")
                        return
                    }
                }
                // The sessions really exercise the modifiers: on average a dozen deliveries or more.
                #expect(deliveries > Self.sessions * 12 || replaying)
                // And SwiftUI's side speaks in them (pages, list rows scrolled away and back): at
                // least one delivery in twenty sessions.
                #expect(swiftUIDeliveries > Self.sessions / 20 || replaying)
            }

            /// Runs one session of 1 to 16 random actions in a fresh world, then ends the world.
            /// Returns the first breach, with the actions that led to it, the deliveries made, and
            /// those of them from SwiftUI's side (teardown's left out).
            static func runSession(seed: UInt64) -> (failure: String?, deliveries: Int, fromSwiftUI: Int) {
                var random = SplitMix64(seed: seed)
                Driver.reset()
                let recorder = SessionRecorder()
                var controls: SessionApp.Controls?
                let host = UIHostingController(rootView: SessionApp(recorder: recorder) { controls = $0 })
                let window = showInWindow(host)
                var actions: [UserAction] = []
                for _ in 0..<Int.random(in: 1...16, using: &random) {
                    guard let controls, recorder.failure == nil else { break }
                    let action = UserAction.allCases.randomElement(using: &random)!
                    actions.append(action)
                    action.perform(on: host, in: window, controls, recorder, random: &random)
                    recorder.checkSettled()
                }
                // The window goes, then the world: a presentation outlives its presenter's window, and
                // the world's teardown dismantles every graph left, so every identity has left.
                window.rootViewController = nil
                Driver.runUntilIdle()
                Driver.reset()
                recorder.checkEnded()
                return (
                    recorder.failure.map { "after \(actions): \($0)" }, recorder.deliveries,
                    recorder.swiftUIDeliveries
                )
            }
        }
    }

#endif
