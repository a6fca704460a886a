// ViewLifecycle · LifecycleCLI

import LifecycleTrace

/// `lifecycle normalize`: per object, the events the balancer delivers for the trace.
struct NormalizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "normalize",
        abstract: "Print per object the events ViewLifecycle delivers for the trace.",
        argument: TraceOptions<ReportFormat>.argument,
        options: TraceOptions<ReportFormat>.options)

    /// The trace and the output's format.
    var trace: TraceOptions<ReportFormat>

    init(_ arguments: ParsedArguments) throws(CommandError) {
        trace = try TraceOptions(arguments)
    }

    func run(_ output: CommandOutput) throws(CommandError) -> Int32 {
        var normalizer = TraceNormalizer()
        _ = try TraceInput.forEachRecord(in: trace.path) { _ = normalizer.consume($0) }
        switch trace.format {
        case .text: output.writeDocument(normalizer.renderText())
        case .json: output.writeDocument(normalizer.renderJSON())
        }
        return 0
    }
}
