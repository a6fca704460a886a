// ViewLifecycle · CommandKit

/// A subcommand: its options as typed properties, read from validated arguments, and a thin `run`.
///
/// The parser has already refused unknown options, bad values and a wrong number of positionals
/// by the time ``init(_:)`` is called, so a command reads its properties and nothing in `run`
/// compares strings.
package protocol ParsableCommand: Sendable {
    /// The command's name, help and argument table.
    static var configuration: CommandConfiguration { get }

    /// Reads the command's options from arguments validated against ``configuration``.
    init(_ arguments: ParsedArguments) throws(CommandError)

    /// Does the work and returns the exit status.
    func run(_ output: CommandOutput) throws(CommandError) -> Int32
}
