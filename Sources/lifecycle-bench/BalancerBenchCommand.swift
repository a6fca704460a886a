// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit

    /// `lifecycle-bench balancer`: the balancer's cost per event against a bare closure call.
    struct BalancerBenchCommand: ParsableCommand {
        private static let events = OptionSpec.count(
            "--events", default: 20_000_000, help: "Callbacks in the random stream")

        static let configuration = CommandConfiguration(
            name: "balancer",
            abstract: "ns per event of AppearanceBalancer.receive against a bare closure call.",
            options: [events],
            epilogue: ["Both loops run over the same random stream. Goal: ratio <= 2."])

        /// How many callbacks the stream holds.
        var events: Int

        init(_ arguments: ParsedArguments) throws(CommandError) {
            events = try arguments.value(of: Self.events)
        }

        func run(_ output: CommandOutput) -> Int32 {
            BalancerBenchmark.run(events: events)
            return 0
        }
    }

#endif
