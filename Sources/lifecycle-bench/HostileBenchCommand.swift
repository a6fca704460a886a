// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit

    /// `lifecycle-bench hostile`: time and peak memory of `lifecycle` on hostile inputs at two sizes.
    struct HostileBenchCommand: ParsableCommand {
        private static let sizeMB = OptionSpec.count(
            "--size-mb", default: 16, help: "Megabytes of the smaller input; the larger is 8 times that")
        private static let `case` = OptionSpec(
            name: "--case", kind: .choice(["all"] + HostileBenchmark.Case.allCases.map(\.rawValue)),
            defaultValue: "all",
            help: "Run one case at --size-mb in this process (how 'all' measures each, in a child).")

        static let configuration = CommandConfiguration(
            name: "hostile",
            abstract: "Time and peak memory of lifecycle on hostile inputs, at a size and 8 times it.",
            options: [sizeMB, `case`],
            epilogue: [
                "Cases: one endless line, every line a breach, only make... lines, CR-only endings,",
                "normalize and diagram of many objects and one long-lived one; check, normalize and",
                "diagram of millions of short lifetimes; normalize of 16,384 interleaved long-lived",
                "objects; check of objects never freed (live-objects, reported per object and left",
                "out of peak_mb); each in its own process, the fastest of three rounds.",
                "Goals: time_ratio_8x <= 12 (linear, with noise), peak_mb <= 150.",
            ])

        /// The smaller input's size, in megabytes.
        var sizeMB: Int
        /// The one case to run here, or `nil` for all of them in child processes.
        var only: HostileBenchmark.Case?

        init(_ arguments: ParsedArguments) throws(CommandError) {
            sizeMB = try arguments.value(of: Self.sizeMB)
            only = HostileBenchmark.Case(rawValue: arguments.options[Self.case.name] ?? "all")
        }

        func run(_ output: CommandOutput) throws(CommandError) -> Int32 {
            do {
                if let only {
                    try HostileBenchmark.runCase(only, megabytes: sizeMB)
                } else {
                    try HostileBenchmark.run(megabytes: sizeMB)
                }
            } catch {
                throw .failed("\(error)")
            }
            return 0
        }
    }

#endif
