// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit

    /// `lifecycle-bench modifiers`: ViewLifecycle's bridges per view, their size, and the relay's
    /// delivery against the bare balancer.
    struct ModifiersBenchCommand: ParsableCommand {
        private static let screens = OptionSpec.count(
            "--screens", default: 1_000,
            help: "Hosted screens, each chaining five modifiers, pushed and popped")
        private static let events = OptionSpec.count(
            "--events", default: 5_000_000,
            help: "Raw callbacks in the random stream delivered to five handlers")

        static let configuration = CommandConfiguration(
            name: "modifiers",
            abstract:
                "Bridges per view, bytes per bridge, and ns per delivered event against the balancer and from SwiftUI's side.",
            options: [screens, events],
            epilogue: [
                "Goals: bridges_per_view = 1; no allocation per delivered event after set-up;",
                "ns_per_event <= 3 x balancer_ns_per_event (the same stream, the same run);",
                "fallback_ns_per_event (events from SwiftUI's side) <= 1.5 x ns_per_event.",
                "Each timing is the fastest of five interleaved rounds.",
            ])

        /// How many screens to host, push and pop.
        var screens: Int
        /// How many raw callbacks to deliver.
        var events: Int

        init(_ arguments: ParsedArguments) throws(CommandError) {
            screens = try arguments.value(of: Self.screens)
            events = try arguments.value(of: Self.events)
        }

        func run(_ output: CommandOutput) -> Int32 {
            MainActor.assumeIsolated { ModifiersBenchmark.run(screens: screens, events: events) }
            return 0
        }
    }

#endif
