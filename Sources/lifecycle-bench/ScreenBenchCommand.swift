// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit

    /// `lifecycle-bench screen`: the ReadingList sample's screens mounted, driven and torn down, and
    /// the cost of eight inert modifiers per row on a 1,000-row screen.
    struct ScreenBenchCommand: ParsableCommand {
        private static let sessions = OptionSpec.count(
            "--sessions", default: 20,
            help: "App sessions: launch, tabs, a detail, a search, the sheet, teardown"
        )
        private static let rounds = OptionSpec.count(
            "--rounds", default: 7,
            help: "Alternating mounts of the 1,000-row screen with and without modifiers")

        static let configuration = CommandConfiguration(
            name: "screen",
            abstract: "Nodes per second and bytes per node driving the sample app; cost of inert modifiers.",
            options: [sessions, rounds],
            epilogue: ["Goal: inert_modifier_cost <= 1.5 (best of the alternating rounds, the same run)."])

        /// How many app sessions to drive.
        var sessions: Int
        /// How many alternating rounds of the 1,000-row mounts.
        var rounds: Int

        init(_ arguments: ParsedArguments) throws(CommandError) {
            sessions = try arguments.value(of: Self.sessions)
            rounds = try arguments.value(of: Self.rounds)
        }

        func run(_ output: CommandOutput) -> Int32 {
            MainActor.assumeIsolated { ScreenBenchmark.run(sessions: sessions, rounds: rounds) }
        }
    }

#endif
