// ViewLifecycle · TraceCommands

import CommandKit

/// A subcommand that reads one trace: its options are ``TraceOptions``, and its work starts from
/// the opened input, so opening and option parsing are written once for all of them.
package protocol TraceCommand: ParsableCommand {
    /// What the command can print.
    associatedtype Format: ArgumentValue & CaseIterable & RawRepresentable<String>

    /// The trace and the output's format.
    var trace: TraceOptions<Format> { get }

    /// Creates the command from its parsed options.
    init(trace: TraceOptions<Format>)

    /// Does the work on the opened input and returns the exit status.
    func run(_ input: inout TraceInput, _ output: CommandOutput) throws(CommandError) -> Int32
}

extension TraceCommand {
    /// A trace command's configuration: the `<file>` argument and ``TraceOptions``'s options.
    static func traceConfiguration(
        name: String, abstract: String, epilogue: [String] = []
    ) -> CommandConfiguration {
        CommandConfiguration(
            name: name, abstract: abstract, argument: TraceOptions<Format>.argument,
            options: TraceOptions<Format>.options, epilogue: epilogue)
    }

    /// Reads the trace options from validated arguments.
    package init(_ arguments: ParsedArguments) throws(CommandError) {
        self.init(trace: try TraceOptions(arguments))
    }

    /// Opens the input and runs the command on it.
    package func run(_ output: CommandOutput) throws(CommandError) -> Int32 {
        var input = try TraceInput(trace)
        return try run(&input, output)
    }
}
