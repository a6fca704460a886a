// ViewLifecycle · LifecycleCLI

import LifecycleTrace

/// `lifecycle diagram`: the trace drawn as a Mermaid sequence diagram, one lane per object.
struct DiagramCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "diagram",
        abstract: "Draw the trace as a Mermaid sequence diagram, one lane per object.",
        argument: TraceOptions<DiagramFormat>.argument,
        options: TraceOptions<DiagramFormat>.options)

    /// The trace and the diagram's format.
    var trace: TraceOptions<DiagramFormat>

    init(_ arguments: ParsedArguments) throws(CommandError) {
        trace = try TraceOptions(arguments)
    }

    func run(_ output: CommandOutput) throws(CommandError) -> Int32 {
        switch trace.format {
        case .mermaid:
            var renderer = MermaidRenderer()
            _ = try TraceInput.forEachRecord(in: trace.path) { renderer.consume($0) }
            output.writeDocument(renderer.render())
        }
        return 0
    }
}
