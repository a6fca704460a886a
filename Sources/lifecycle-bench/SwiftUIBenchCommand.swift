// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit

    /// One of HeadlessSwiftUI's benchmarks (issue 9), described for the command table.
    protocol SwiftUIBenchmark: Sendable {
        /// The subcommand's name.
        static var name: String { get }
        /// One line for the help.
        static var abstract: String { get }
        /// The goal the figures are measured against.
        static var goal: String { get }
        /// Runs the benchmark, printing its RESULT line last.
        @MainActor static func run()
    }

    /// `lifecycle-bench deep-update|wide-update|mount`: a HeadlessSwiftUI benchmark, which takes no
    /// options and runs on the main actor, where the view graph lives.
    struct SwiftUIBenchCommand<Benchmark: SwiftUIBenchmark>: ParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                name: Benchmark.name, abstract: Benchmark.abstract, epilogue: [Benchmark.goal])
        }

        init(_ arguments: ParsedArguments) throws(CommandError) {}

        func run(_ output: CommandOutput) -> Int32 {
            MainActor.assumeIsolated { Benchmark.run() }
            return 0
        }
    }

    /// A leaf `@State` change at depth 1,000 against depth 10.
    enum DeepUpdate: SwiftUIBenchmark {
        static let name = "deep-update"
        static let abstract = "Bodies re-run and time of one leaf change 1,000 views deep, against 10 deep."
        static let goal = "Goal: body_evaluations = 1 and ratio <= 2."
        @MainActor static func run() { SwiftUIBenchmarks.deepUpdate() }
    }

    /// One row's model changed in a 1,000-row `ForEach`, against 10 rows.
    enum WideUpdate: SwiftUIBenchmark {
        static let name = "wide-update"
        static let abstract = "Bodies re-run and time of one row change in a 1,000-row ForEach, against 10."
        static let goal = "Goal: body_evaluations <= 2 and ratio <= 3."
        @MainActor static func run() { SwiftUIBenchmarks.wideUpdate() }
    }

    /// Mounting and unmounting a 10,000-view tree.
    enum Mount: SwiftUIBenchmark {
        static let name = "mount"
        static let abstract = "Views mounted per second and bytes per view for a 10,000-view tree."
        static let goal = "Reported, with no fixed goal: what bounds it is said in Docs/HeadlessSwiftUI.md."
        @MainActor static func run() { SwiftUIBenchmarks.mount() }
    }

#endif
