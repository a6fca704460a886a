// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import Foundation
    import HeadlessTesting
    import ReadingList

    /// `lifecycle-bench explore`: runs of the explorer on the ReadingList sample, each from a fresh
    /// world, timed whole (mount, actions, checks, teardown and the leak check).
    @MainActor enum ExploreBenchmark {
        /// Runs the explorer and prints the RESULT line last; 1 if a run stopped early on a finding.
        static func run(steps: Int, runs: Int) -> Int32 {
            let session = ExplorerSession(
                {
                    UIHostingController(
                        rootView: RootView().environment(Library(books: Library.samples)).environment(
                            ActivityLog()))
                },
                invariant: { true })
            _ = session.run(.random(seed: 0, steps: min(steps, 50)))  // warms caches and metadata
            let warmAction = session.actionTime
            let warmCheck = session.checkTime
            var actions = 0
            var seconds = 0.0
            let clock = ContinuousClock()
            for seed in 1...UInt64(runs) {
                var outcome: ExplorerSession.Outcome?
                seconds += clock.measure { outcome = session.run(.random(seed: seed, steps: steps)) }.seconds
                guard let outcome else { return 1 }
                actions += outcome.played.count
                if let finding = outcome.finding {
                    // A finding at teardown leaves the run's actions measured; one before it cuts the
                    // run short, and the figures would not be comparable.
                    print("explore: seed \(seed) found \(finding) after \(outcome.played.count) actions")
                    if outcome.played.count < steps { return 1 }
                }
            }
            let actionSeconds = (session.actionTime - warmAction).seconds
            let checkSeconds = (session.checkTime - warmCheck).seconds
            print(
                "explore: \(runs) runs, \(actions) actions in \(format(seconds * 1e3)) ms; "
                    + "playing \(format(actionSeconds * 1e3)) ms, checking \(format(checkSeconds * 1e3)) ms")
            print(
                "RESULT explore actions_per_s=\(Int(Double(actions) / seconds)) "
                    + "check_ratio=\(format(checkSeconds / actionSeconds))")
            return 0
        }
    }

#endif
