// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import Foundation
    import HeadlessSwiftUI

    /// HeadlessUIKit's benchmark, `uikit`: animated push/pop cycles on a navigation controller with
    /// the trace on (issue 8). Goal: at most 20 µs per cycle.
    @MainActor enum UIKitBenchmark {
        /// Times `cycles` animated push/pop pairs, each run to idle, in `rounds` equal rounds, and
        /// prints the RESULT line with the fastest round's time per cycle.
        ///
        /// On a shared machine one round can be slowed by another process by half again, so the
        /// fastest round is the figure, as in `check` and `modifiers`; the slowest is printed beside
        /// it. The trace is cleared before each round: it records every callback, but a round's
        /// records do not carry into the next one's memory.
        static func measure(cycles: Int, rounds: Int = 5) {
            Headless.reset()
            let nav = UINavigationController(rootViewController: UIViewController())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = nav
            window.makeKeyAndVisible()
            Headless.runUntilIdle()
            // One cycle outside the clock, so the first one's lazy set-up is not measured.
            cycle(nav)
            let perRound = max(cycles / rounds, 1)
            var roundTimes: [Double] = []
            for _ in 0..<rounds {
                Headless.clearTrace()
                let elapsed = ContinuousClock().measure {
                    for _ in 0..<perRound { cycle(nav) }
                }
                roundTimes.append(elapsed.nanoseconds / 1000 / Double(perRound))
            }
            // The trace now holds the last round's records.
            let records = Headless.trace.count
            let fastest = roundTimes.min() ?? 0
            let slowest = roundTimes.max() ?? 0
            print(
                "uikit: \(rounds) rounds of \(perRound) animated push/pop cycles, trace on: "
                    + "\(format(fastest)) µs per cycle in the fastest round, \(format(slowest)) in the slowest"
            )
            print(
                "RESULT uikit push_pop_us=\(format(fastest)) slowest_round_us=\(format(slowest))"
                    + " records_per_cycle=\(records / perRound)")
            withExtendedLifetime(window) {}
        }

        /// One animated push of a new controller and its animated pop, each run to idle.
        private static func cycle(_ nav: UINavigationController) {
            nav.pushViewController(UIViewController(), animated: true)
            Headless.runUntilIdle()
            nav.popViewController(animated: true)
            Headless.runUntilIdle()
        }
    }

#endif
