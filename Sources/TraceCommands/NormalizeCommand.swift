// ViewLifecycle · TraceCommands

import CommandKit
import LifecycleTrace

/// `lifecycle normalize`: per object, the events the balancer delivers for the trace, streamed
/// lane by lane as each object's lifetime ends.
package struct NormalizeCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        name: "normalize",
        abstract: "Print per object the events ViewLifecycle delivers for the trace.",
        argument: TraceOptions<ReportFormat>.argument,
        options: TraceOptions<ReportFormat>.options,
        epilogue: [
            "Each object is printed when its deinit is read, the rest at the end in first-seen order;",
            "when the open objects hold 4096 steps between them, each is printed in part.",
        ])

    /// The trace and the output's format.
    var trace: TraceOptions<ReportFormat>

    package init(_ arguments: ParsedArguments) throws(CommandError) {
        trace = try TraceOptions(arguments)
    }

    package func run(_ output: CommandOutput) throws(CommandError) -> Int32 {
        var input = try TraceInput(trace)
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
