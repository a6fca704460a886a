// ViewLifecycle · TraceCommands

import CommandKit
import LifecycleTrace

/// `lifecycle diagram`: the trace drawn as a Mermaid sequence diagram, one lane per object,
/// streamed record by record.
package struct DiagramCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        name: "diagram",
        abstract: "Draw the trace as a Mermaid sequence diagram, one lane per object.",
        argument: TraceOptions<DiagramFormat>.argument,
        options: TraceOptions<DiagramFormat>.options)

    /// The trace and the diagram's format.
    var trace: TraceOptions<DiagramFormat>

    package init(_ arguments: ParsedArguments) throws(CommandError) {
        trace = try TraceOptions(arguments)
    }

    package func run(_ output: CommandOutput) throws(CommandError) -> Int32 {
        var input = try TraceInput(trace)
        switch trace.format {
        case .mermaid:
            var renderer = MermaidRenderer()
            var started = false
            try input.forEachRecord { record throws(CommandError) in
                // A bare call of nothing lifecycle (`main()`) is not drawn, and the header waits
                // for the first lifecycle line, so an input refused for having none leaves
                // standard output empty.
                guard record.isLifecycleLine else { return }
                if !started { try output.write(MermaidRenderer.header) }
                started = true
                try output.write(renderer.render(record))
            }
            try input.finish(output)
            if !started { try output.write(MermaidRenderer.header) }
        }
        return 0
    }
}
