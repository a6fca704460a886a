// ViewLifecycle · LifecycleBenchTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit
    import Foundation
    import HeadlessTestSupport
    import Testing

    @testable import lifecycle_bench

    /// `lifecycle-bench scroll`: its option and the shape of its RESULT line, measured on a few
    /// hundred rows (the full benchmark belongs to release runs, not tests).
    @Suite(.headlessWorld) @MainActor struct ScrollBenchTests {
        private func parse(_ arguments: [String]) throws(CommandError) -> ScrollBenchCommand {
            try ScrollBenchCommand(
                ParsedArguments(ArgumentToken.tokenize(arguments), for: ScrollBenchCommand.configuration))
        }

        @Test("the table lists scroll; --rows defaults to 100,000")
        func registered() throws {
            let names = BenchCommand.table.rows.map(\.configuration.name)
            #expect(names.contains("scroll"))
            #expect(try parse([]).rows == 100_000)
            #expect(try parse(["--rows", "500"]).rows == 500)
        }

        @Test(
            "400 rows: each row's body runs once, every row scrolled through, and the line has every figure")
        func line() throws {
            let result = try ScrollBenchmark.measure(rows: 400)
            // The list's 400 rows of 44 pt are 17,600 pt: 20 steps of the 852 pt screen reach the
            // end, a 21st stays. The lazy stack's rows measure one 20 pt text line: 8,000 pt, 9
            // steps reach the end, a 10th stays.
            #expect(result.full.map(\.steps) == [21, 10])
            #expect(result.full.map(\.bodies) == [401, 401])
            let pattern =
                #"^RESULT scroll rows=400 bodies_per_row=1\.002 peak_mb=[0-9]+\.[0-9]{3} "#
                + #"memory_ratio_100k_vs_10k=[0-9]+\.[0-9]{3} us_per_step=[0-9]+\.[0-9]{3} "#
                + #"step_ratio_100k_vs_1k=[0-9]+\.[0-9]{3}$"#
            #expect(result.line.range(of: pattern, options: .regularExpression) != nil, "\(result.line)")
        }
    }

#endif
