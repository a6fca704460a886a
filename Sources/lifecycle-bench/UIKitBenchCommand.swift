// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit

    /// `lifecycle-bench uikit`: animated push/pop cycles on HeadlessUIKit with the trace on.
    struct UIKitBenchCommand: ParsableCommand {
        private static let cycles = OptionSpec.count(
            "--cycles", default: 10_000, help: "Animated push/pop cycles to time")

        static let configuration = CommandConfiguration(
            name: "uikit",
            abstract: "µs per animated push/pop cycle of a navigation controller, trace on.",
            options: [cycles],
            epilogue: [
                "Each cycle runs to idle. Goal: push_pop_us <= 20.",
                "The cycles run in five rounds, each with a fresh trace; push_pop_us is the fastest round's.",
            ])

        /// How many cycles to time.
        var cycles: Int

        init(_ arguments: ParsedArguments) throws(CommandError) {
            cycles = try arguments.value(of: Self.cycles)
        }

        func run(_ output: CommandOutput) -> Int32 {
            MainActor.assumeIsolated { UIKitBenchmark.measure(cycles: cycles) }
            return 0
        }
    }

#endif
