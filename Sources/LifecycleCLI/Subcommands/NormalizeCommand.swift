// ViewLifecycle · LifecycleCLI

import LifecycleTrace

/// `lifecycle normalize`: per object, the events the balancer delivers for the trace.
enum NormalizeCommand {
    /// The subcommand's row in the command table.
    static let subcommand = Subcommand(
        name: "normalize",
        abstract: "Print per object the events ViewLifecycle delivers for the trace.",
        argument: (name: "file", help: "A console log or JSON Lines trace; - reads standard input."),
        ownOptions: [.format(["text", "json"])],
        run: run)

    private static func run(
        _ arguments: ParsedArguments, _ output: CommandOutput
    ) throws(CommandError) -> Int32 {
        var normalizer = TraceNormalizer()
        _ = try TraceInput.forEachRecord(in: arguments.positionals[0]) { _ = normalizer.consume($0) }
        output.writeDocument(
            arguments.value(of: "--format") == "json" ? normalizer.renderJSON() : normalizer.renderText())
        return 0
    }
}
