// ViewLifecycle · TraceCommands

import CommandKit
import LifecycleTrace

/// `lifecycle check`: each breach of UIKit's documented order, per object lifetime, streamed
/// section by section as each lifetime ends.
package struct CheckCommand: TraceCommand {
    package static let configuration = traceConfiguration(
        name: "check",
        abstract: "Report each breach of UIKit's documented lifecycle order, per object.",
        epilogue: [
            "Each object is printed when its deinit is read, the rest at the end in first-seen order,",
            "then the findings about the log and a summary.",
            "EXIT STATUS: 0 no breach, 1 breaches found, 2 usage or input error (no lifecycle line",
            "included, unless --allow-empty), 74 output not writable.",
        ])

    /// The trace and the report's format.
    package let trace: TraceOptions<ReportFormat>

    /// Creates the command from its parsed options.
    package init(trace: TraceOptions<ReportFormat>) {
        self.trace = trace
    }

    /// Runs the command on the opened input.
    package func run(_ input: inout TraceInput, _ output: CommandOutput) throws(CommandError) -> Int32 {
        var checker = TraceChecker()
        // Each section is printed when its object's deinit is read, so memory is bounded by the
        // objects alive at once; nothing is printed before a lifecycle line has been read.
        var writer = SectionWriter(output, format: trace.format, jsonOpening: TraceReport.jsonOpening)
        func emit(_ objects: [TraceReport.Object]) throws(CommandError) {
            for object in objects { try writer.write(text: object.renderText, json: object.renderJSON) }
        }
        while true {
            let ended: Bool
            do {
                ended = try checker.consumeUntilLifetimeEnds(from: &input.reader)
            } catch {
                throw .input(error)
            }
            try emit(checker.takeFinishedObjects())
            if !ended { break }
        }
        try input.finish(output)
        let report = checker.report()
        try emit(report.objects)
        try writer.end(text: report.renderTextEnding(), json: report.renderJSONEnding())
        return report.breachCount > 0 ? 1 : 0
    }
}
