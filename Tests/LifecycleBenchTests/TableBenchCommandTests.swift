// ViewLifecycle · LifecycleBenchTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit
    import HeadlessTestSupport
    import Testing

    @testable import lifecycle_bench

    /// `lifecycle-bench table`: its options, and the RESULT line's shape on a small table (the
    /// real 100,000-row run belongs to release builds, not tests).
    @Suite(.serialized, .headlessWorld) struct TableBenchCommandTests {
        private func parse(_ arguments: [String]) throws(CommandError) -> TableBenchCommand {
            try TableBenchCommand(
                ParsedArguments(ArgumentToken.tokenize(arguments), for: TableBenchCommand.configuration))
        }

        @Test("the table lists table after screen")
        func registered() {
            let names = BenchCommand.table.rows.map(\.configuration.name)
            let index: Int? = names.firstIndex(of: "table")
            #expect(index.map { names[$0 - 1] } == "screen")
        }

        @Test("100,000 rows by default, or the given count")
        func options() throws {
            #expect(try parse([]).rows == 100_000)
            #expect(try parse(["--rows", "500"]).rows == 500)
        }

        @Test("on 400 rows of 44 points in an 844-point window: 21 cells made, each row configured once")
        @MainActor func resultLine() throws {
            let line = TableBenchmark.run(rows: 400).line
            let pattern =
                /RESULT table rows=400 cells_created=(\d+) cell_configurations_per_row=(\d+\.\d{3}) memory_ratio_100k_vs_10k=(-?\d+\.\d{3})/
            let match = try #require(line.wholeMatch(of: pattern))
            #expect(match.output.1 == "21")
            #expect(match.output.2 == "1.000")
            // The memory ratio is only shaped here: the test process's other threads allocate too.
        }
    }

#endif
