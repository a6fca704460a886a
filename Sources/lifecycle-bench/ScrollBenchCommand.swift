// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit

    /// `lifecycle-bench scroll`: a `List` and a `LazyVStack` of many rows scrolled from top to
    /// bottom in screen-sized steps.
    struct ScrollBenchCommand: ParsableCommand {
        private static let rows = OptionSpec.count(
            "--rows", default: 100_000, help: "Rows in the List and in the LazyVStack")

        static let configuration = CommandConfiguration(
            name: "scroll",
            abstract:
                "Bodies per row, peak memory and cost per step scrolling lazy containers top to bottom.",
            options: [rows],
            epilogue: [
                "Goals: bodies_per_row <= 1.2, memory_ratio_100k_vs_10k <= 1.2, step_ratio_100k_vs_1k <= 1.5.",
                "The ratios compare the same containers at 1/10 and 1/100 of --rows, in the same run.",
            ])

        /// How many rows each container has.
        var rows: Int

        init(_ arguments: ParsedArguments) throws(CommandError) {
            rows = try arguments.value(of: Self.rows)
        }

        func run(_ output: CommandOutput) -> Int32 {
            MainActor.assumeIsolated { ScrollBenchmark.run(rows: rows) }
        }
    }

#endif
