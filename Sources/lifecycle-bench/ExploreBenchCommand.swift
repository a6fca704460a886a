// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit

    /// `lifecycle-bench explore`: the explorer playing random actions on the ReadingList sample.
    struct ExploreBenchCommand: ParsableCommand {
        private static let steps = OptionSpec.count("--steps", default: 2_000, help: "Random actions per run")
        private static let runs = OptionSpec.count("--runs", default: 3, help: "Runs, each from its own seed")

        static let configuration = CommandConfiguration(
            name: "explore",
            abstract: "Explorer actions per second on the sample app; the checks' cost against the actions'.",
            options: [steps, runs],
            epilogue: ["check_ratio: time checking after each action over time playing it (lower is better)."]
        )

        /// How many actions each run plays.
        var steps: Int
        /// How many runs, seeds 1 to `runs`.
        var runs: Int

        init(_ arguments: ParsedArguments) throws(CommandError) {
            steps = try arguments.value(of: Self.steps)
            runs = try arguments.value(of: Self.runs)
        }

        func run(_ output: CommandOutput) -> Int32 {
            MainActor.assumeIsolated { ExploreBenchmark.run(steps: steps, runs: runs) }
        }
    }

#endif
