// ViewLifecycle · TraceCommands

import CommandKit
import LifecycleTrace

/// `lifecycle normalize`: per object, the events the balancer delivers for the trace, streamed
/// lane by lane as each object's lifetime ends.
package struct NormalizeCommand: TraceCommand {
    package static let configuration = traceConfiguration(
        name: "normalize",
        abstract: "Print per object the events ViewLifecycle delivers for the trace.",
        epilogue: [
            "Each object is printed when its deinit is read, the rest at the end in first-seen order;",
            "when the open objects hold 4096 steps between them, each is printed in part.",
        ])

    /// The trace and the output's format.
    package let trace: TraceOptions<ReportFormat>

    /// Creates the command from its parsed options.
    package init(trace: TraceOptions<ReportFormat>) {
        self.trace = trace
    }

    /// Runs the command on the opened input.
    package func run(_ input: inout TraceInput, _ output: CommandOutput) throws(CommandError) -> Int32 {
        var normalizer = TraceNormalizer()
        var writer = SectionWriter(output, format: trace.format)
        func emit(_ lanes: [TraceNormalizer.Lane]) throws(CommandError) {
            for lane in lanes { try writer.write(text: lane.renderText, json: lane.renderJSON) }
        }
        try input.forEachRecord { record throws(CommandError) in
            guard normalizer.consume(record) != nil else { return }
            try emit(normalizer.takeFinishedLanes())
        }
        try input.finish(output)
        try emit(normalizer.finish())
        try writer.end(text: "", json: "]")
        return 0
    }
}
