// ViewLifecycle · CommandKit

import LifecycleTrace

/// A program's root command table, and the one place its arguments are dispatched.
///
/// Arguments go through four stages: the first names a row; the rest are tokenized
/// (``ArgumentToken``), parsed against the row's option table and validated, positionals counted
/// with them (``ParsedArguments``); then the row runs. Every failure is a ``CommandError``, mapped
/// here, and only here, to one line on standard error and its exit status.
package struct CommandTable: Sendable {
    /// The program's name, as its errors and help print it: `lifecycle`.
    package var program: String
    /// The first line of the root help.
    package var overview: String
    /// The rows, subcommands and root options, in the order the help lists them.
    package var rows: [CommandRow]
    /// Lines printed at the end of the root help.
    package var epilogue: [String]

    /// Creates a table.
    package init(program: String, overview: String, rows: [CommandRow], epilogue: [String] = []) {
        self.program = program
        self.overview = overview
        self.rows = rows
        self.epilogue = epilogue
    }

    /// Runs the command and returns its exit status.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    ///   - output: Where standard output and standard error go.
    /// - Returns: The row's status, or the error's after printing its message: 2 for usage and
    ///   input, 74 when the output cannot be written, 0 when its reader closed it.
    package func run(_ arguments: [String], _ output: CommandOutput) -> Int32 {
        do {
            let status = try dispatch(arguments, output)
            try output.flush()
            return status
        } catch {
            guard !error.isQuiet else { return error.exitCode }
            // Escaped: a path or an argument may hold a newline or an ESC byte.
            let message = TerminalText.escaped("\(program): error: \(error.message(program: program))")
            output.writeError(message + "\n")
            return error.exitCode
        }
    }

    /// The subcommand rows: the names a user may type first, and the candidates for a typo.
    var subcommands: [CommandRow] { rows.filter { !$0.configuration.isRootOption } }

    /// The subcommand named `name`, or the error a typo of it gets.
    func subcommand(named name: String) throws(CommandError) -> CommandRow {
        guard let row = subcommands.first(where: { $0.isNamed(name) }) else {
            throw .unknownSubcommand(
                name, suggestion: closestMatch(to: name, in: subcommands.map(\.configuration.name)))
        }
        return row
    }

    private func dispatch(_ arguments: [String], _ output: CommandOutput) throws(CommandError) -> Int32 {
        guard let first = arguments.first else { throw .missingSubcommand }
        // A typo is matched against subcommands only: a root option is not something to guess.
        let row: CommandRow
        if let option = rows.first(where: { $0.configuration.isRootOption && $0.isNamed(first) }) {
            row = option
        } else {
            row = try subcommand(named: first)
        }
        let parsed = try ParsedArguments(
            ArgumentToken.tokenize(arguments.dropFirst()), for: row.configuration)
        if parsed.wantsHelp {
            try output.write(HelpText.command(row.configuration, self))
            return 0
        }
        return try row.run(parsed, self, output)
    }
}
