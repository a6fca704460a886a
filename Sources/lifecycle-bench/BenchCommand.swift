// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit

    /// The `lifecycle-bench` command: its table of benchmarks, parsed by LifecycleCLI's parser.
    enum BenchCommand {
        /// The rows, in the order the help lists them.
        static let table = CommandTable(
            program: "lifecycle-bench",
            overview: "Measure ViewLifecycle's hot paths against a baseline timed in the same run.",
            rows: [
                CommandRow(BalancerBenchCommand.self), CommandRow(CheckBenchCommand.self),
                CommandRow(UIKitBenchCommand.self), CommandRow(HostileBenchCommand.self),
                CommandRow(SwiftUIBenchCommand<DeepUpdate>.self),
                CommandRow(SwiftUIBenchCommand<WideUpdate>.self),
                CommandRow(SwiftUIBenchCommand<Mount>.self), CommandRow(ModifiersBenchCommand.self),
                CommandRow(ScreenBenchCommand.self), CommandRow(TableBenchCommand.self),
                CommandRow(ScrollBenchCommand.self), CommandRow(ExploreBenchCommand.self), .help,
                .helpOption,
            ],
            epilogue: [
                "Each prints a RESULT line whose ratio is the figure to watch.",
                "Release builds only: 'swift run -c release lifecycle-bench <subcommand>'.",
            ])

        /// Runs the benchmark `arguments` name on standard output and returns the exit status.
        static func run(_ arguments: [String]) -> Int32 {
            table.run(arguments, .standard)
        }
    }

#endif
