// ViewLifecycle · CommandKit

/// One row of a root command table: a command's configuration and what it runs.
///
/// Subcommands are rows built from a ``ParsableCommand``; `help`, `--help` and `--version` are
/// rows too (``help``, ``helpOption``, ``version(_:)``), so dispatch has no special cases.
package struct CommandRow: Sendable {
    /// What a row runs: its validated arguments, the table it belongs to, and where to write.
    package typealias Run =
        @Sendable (ParsedArguments, CommandTable, CommandOutput) throws(CommandError) -> Int32

    /// The row's name, help and argument table.
    package var configuration: CommandConfiguration
    /// The work, given valid arguments.
    package var run: Run

    /// A row with its own run.
    package init(_ configuration: CommandConfiguration, run: @escaping Run) {
        self.configuration = configuration
        self.run = run
    }

    /// The row of a subcommand: read its options, then run it.
    package init<Command: ParsableCommand>(_ command: Command.Type) {
        self.init(Command.configuration) { arguments, _, output throws(CommandError) in
            try Command(arguments).run(output)
        }
    }

    /// Whether `word` names this row.
    func isNamed(_ word: String) -> Bool {
        configuration.name == word || configuration.shortName == word
    }
}
