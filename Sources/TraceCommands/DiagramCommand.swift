// ViewLifecycle · TraceCommands

import CommandKit
import LifecycleTrace

/// `lifecycle diagram`: the trace drawn as a Mermaid sequence diagram, one lane per object,
/// streamed record by record; or as an SVG timeline with the checker's findings.
package struct DiagramCommand: TraceCommand {
    /// `--normalized`: also draw the balancer's synthesized and dropped events (SVG only).
    static let normalizedOption = OptionSpec(
        name: "--normalized", help: "Also draw the events the balancer synthesized or dropped (svg only).")

    package static let configuration: CommandConfiguration = {
        var configuration = traceConfiguration(
            name: "diagram",
            abstract: "Draw the trace as a Mermaid sequence diagram or an SVG timeline, one lane per object.",
            epilogue: [
                "svg draws one row per record and marks each finding of 'lifecycle check' on its row;",
                "it is written once the input is read, as its size depends on the rows and lanes.",
            ])
        configuration.ownOptions.append(normalizedOption)
        return configuration
    }()

    /// The trace and the diagram's format.
    package let trace: TraceOptions<DiagramFormat>
    /// Whether the SVG shows the balancer's events too.
    let showsNormalizedEvents: Bool

    /// Creates the command from its parsed options.
    package init(trace: TraceOptions<DiagramFormat>) {
        self.trace = trace
        showsNormalizedEvents = false
    }

    /// Reads the trace options and `--normalized` from validated arguments.
    package init(_ arguments: ParsedArguments) throws(CommandError) {
        trace = try TraceOptions(arguments)
        showsNormalizedEvents = arguments.options[Self.normalizedOption.name] != nil
        if showsNormalizedEvents && trace.format != .svg {
            throw .failed("'--normalized' draws in svg only; add '--format svg'")
        }
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
        case .svg:
            var renderer = TraceSVGRenderer(showsNormalizedEvents: showsNormalizedEvents)
            try input.forEachRecord { record throws(CommandError) in
                if record.isLifecycleLine { renderer.render(record) }
            }
            try input.finish(output)
            try output.write(renderer.finish())
        }
        return 0
    }
}
