// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit

    /// `lifecycle-bench check`: the checker's throughput against just reading the same log.
    struct CheckBenchCommand: ParsableCommand {
        private static let sizeMB = OptionSpec.count(
            "--size-mb", default: 200, help: "Megabytes of generated console log")

        static let configuration = CommandConfiguration(
            name: "check",
            abstract: "MB/s of reading, parsing and checking a generated log against just reading it.",
            options: [sizeMB],
            epilogue: [
                "Both read with the same LineReader; each stage is the fastest of five interleaved rounds.",
                "Goal: ratio >= 0.3.",
            ])

        /// The size of the generated log, in megabytes.
        var sizeMB: Int

        init(_ arguments: ParsedArguments) throws(CommandError) {
            sizeMB = try arguments.value(of: Self.sizeMB)
        }

        func run(_ output: CommandOutput) throws(CommandError) -> Int32 {
            do {
                try CheckBenchmark.run(megabytes: sizeMB)
            } catch {
                throw .failed("\(error)")
            }
            return 0
        }
    }

#endif
