// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit

    /// `lifecycle-bench table`: a table of many rows scrolled top to bottom a screen at a time.
    struct TableBenchCommand: ParsableCommand {
        private static let rows = OptionSpec.count("--rows", default: 100_000, help: "Rows in the table")

        static let configuration = CommandConfiguration(
            name: "table",
            abstract: "Cells created, configurations per row and memory as a table scrolls through its rows.",
            options: [rows],
            epilogue: [
                "Goals: cells_created within the rows on screen plus reuse slack, cell_configurations_per_row about 1,",
                "memory_ratio_100k_vs_10k <= 1.2 (heap held at the bottom, the given rows against a tenth of them).",
            ])

        /// How many rows the table has.
        var rows: Int

        init(_ arguments: ParsedArguments) throws(CommandError) {
            rows = try arguments.value(of: Self.rows)
        }

        func run(_ output: CommandOutput) -> Int32 {
            MainActor.assumeIsolated {
                let result = TableBenchmark.run(rows: rows)
                print(result.summary)
                print(result.line)
            }
            return 0
        }
    }

#endif
