// ViewLifecycle · LifecycleBenchTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit
    import Testing

    @testable import lifecycle_bench

    /// `lifecycle-bench screen`'s options, parsed as the command table parses them; the benchmark
    /// itself is not run here (timings belong to release runs, not tests).
    struct ScreenBenchCommandTests {
        private func parse(_ arguments: [String]) throws(CommandError) -> ScreenBenchCommand {
            try ScreenBenchCommand(
                ParsedArguments(ArgumentToken.tokenize(arguments), for: ScreenBenchCommand.configuration))
        }

        @Test("the table lists screen after modifiers")
        func registered() {
            let names = BenchCommand.table.rows.map(\.configuration.name)
            let index: Int? = names.firstIndex(of: "screen")
            #expect(index.map { names[$0 - 1] } == "modifiers")
        }

        @Test("defaults, then given values, inline or as the next word")
        func options() throws {
            let defaults = try parse([])
            #expect(defaults.sessions == 20)
            #expect(defaults.rounds == 7)
            let given = try parse(["--sessions", "3", "--rounds=2"])
            #expect(given.sessions == 3)
            #expect(given.rounds == 2)
        }

        @Test("a count that is not a whole number above 0, or an unknown option, is refused")
        func errors() {
            #expect(throws: CommandError.notACount("0", option: "--rounds", subcommand: "screen")) {
                try parse(["--rounds", "0"])
            }
            #expect(
                throws: CommandError.unknownOption(
                    "--session", subcommand: "screen", suggestion: "--sessions")
            ) {
                try parse(["--session", "3"])
            }
        }
    }

#endif
