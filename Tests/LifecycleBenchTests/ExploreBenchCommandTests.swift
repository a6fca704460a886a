// ViewLifecycle · LifecycleBenchTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit
    import Testing

    @testable import lifecycle_bench

    /// `lifecycle-bench explore`'s options, parsed as the command table parses them; the benchmark
    /// itself is not run here (timings belong to release runs, not tests).
    struct ExploreBenchCommandTests {
        private func parse(_ arguments: [String]) throws(CommandError) -> ExploreBenchCommand {
            try ExploreBenchCommand(
                ParsedArguments(ArgumentToken.tokenize(arguments), for: ExploreBenchCommand.configuration))
        }

        @Test("the table lists explore after scroll")
        func registered() {
            let names = BenchCommand.table.rows.map(\.configuration.name)
            let index: Int? = names.firstIndex(of: "explore")
            #expect(index.map { names[$0 - 1] } == "scroll")
        }

        @Test("defaults, then given values, inline or as the next word")
        func options() throws {
            let defaults = try parse([])
            #expect(defaults.steps == 2_000)
            #expect(defaults.runs == 3)
            let given = try parse(["--steps", "30", "--runs=2"])
            #expect(given.steps == 30)
            #expect(given.runs == 2)
        }

        @Test("a count that is not a whole number above 0 is refused")
        func errors() {
            #expect(throws: CommandError.notACount("0", option: "--runs", subcommand: "explore")) {
                try parse(["--runs", "0"])
            }
        }
    }

#endif
