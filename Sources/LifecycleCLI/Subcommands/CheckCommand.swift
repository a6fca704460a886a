// ViewLifecycle · LifecycleCLI

import LifecycleTrace

/// `lifecycle check`: each breach of UIKit's documented order, per object.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "check",
        abstract: "Report each breach of UIKit's documented lifecycle order, per object.",
        argument: TraceOptions<ReportFormat>.argument,
        options: TraceOptions<ReportFormat>.options,
        epilogue: [
            "EXIT STATUS: 0 no breach, 1 breaches found, 2 usage or input error (no lifecycle line",
            "included, unless --allow-empty), 74 output not writable.",
        ])

    /// The trace and the report's format.
    var trace: TraceOptions<ReportFormat>

    init(_ arguments: ParsedArguments) throws(CommandError) {
        trace = try TraceOptions(arguments)
    }

    func run(_ output: CommandOutput) throws(CommandError) -> Int32 {
        var input = try TraceInput(trace)
        var checker = TraceChecker()
        do {
            try checker.consume(contentsOf: &input.reader)
        } catch {
            throw .input(error)
        }
        try input.finish(output)
        let report = checker.report()
        switch trace.format {
        case .text: try output.writeDocument(report.renderText())
        case .json: try output.writeDocument(report.renderJSON())
        }
        return report.breachCount > 0 ? 1 : 0
    }
}
