// ViewLifecycle · TraceCommands

import CommandKit
import LifecycleTrace

/// `lifecycle diagram`: the trace drawn as a Mermaid sequence diagram, one lane per object,
/// streamed record by record.
package struct DiagramCommand: TraceCommand {
    package static let configuration = traceConfiguration(
        name: "diagram",
        abstract: "Draw the trace as a Mermaid sequence diagram, one lane per object.")

    /// The trace and the diagram's format.
    package let trace: TraceOptions<DiagramFormat>

    /// Creates the command from its parsed options.
    package init(trace: TraceOptions<DiagramFormat>) {
        self.trace = trace
    }

    /// Runs the command on the opened input.
    package func run(_ input: inout TraceInput, _ output: CommandOutput) throws(CommandError) -> Int32 {
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
