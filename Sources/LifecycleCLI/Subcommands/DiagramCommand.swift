// ViewLifecycle · LifecycleCLI

import LifecycleTrace

/// `lifecycle diagram`: the trace drawn as a Mermaid sequence diagram, one lane per object.
enum DiagramCommand {
    /// The subcommand's row in the command table.
    static let subcommand = Subcommand(
        name: "diagram",
        abstract: "Draw the trace as a Mermaid sequence diagram, one lane per object.",
        argument: (name: "file", help: "A console log or JSON Lines trace; - reads standard input."),
        ownOptions: [.format(["mermaid"])],
        run: run)

    private static func run(
        _ arguments: ParsedArguments, _ output: CommandOutput
    ) throws(CommandError) -> Int32 {
        var renderer = MermaidRenderer()
        _ = try TraceInput.forEachRecord(in: arguments.positionals[0]) { renderer.consume($0) }
        output.writeDocument(renderer.render())
        return 0
    }
}
