// ViewLifecycle · LifecycleCLI

import Foundation

/// The `lifecycle` command: a table of subcommands, parsed and dispatched in one place.
///
/// Arguments go through four stages: the first names a subcommand from ``table``; the rest are
/// tokenized and validated against that subcommand's option table (``ParsedArguments``); the
/// positional count is checked; then the subcommand runs. Every failure is a `CommandError`,
/// printed as one line on standard error with exit status 2.
public enum LifecycleCommand {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// The subcommands, in the order the help lists them.
    static let table: [Subcommand] = [
        DemoCommand.subcommand, CheckCommand.subcommand, NormalizeCommand.subcommand,
        DiagramCommand.subcommand,
    ]

    /// Runs the command and returns its exit status.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    ///   - write: Receives what goes to standard output.
    ///   - writeError: Receives what goes to standard error.
    /// - Returns: 0 on success, 1 when `check` found breaches, 2 on a usage or input error.
    /// - Precondition: `demo` drives HeadlessUIKit, whose model is main-actor isolated, so it must
    ///   be run on the main actor, as `main.swift`'s top level is; elsewhere Swift's runtime traps,
    ///   as it does for UIKit code called off the main actor.
    public static func run(
        _ arguments: [String], write: @escaping (String) -> Void, writeError: @escaping (String) -> Void
    ) -> Int32 {
        let output = CommandOutput(write: write, writeError: writeError)
        do {
            return try dispatch(arguments, output)
        } catch {
            output.writeError("lifecycle: error: \(error.message)\n")
            return error.exitCode
        }
    }

    /// Runs the command on the process's standard output and standard error.
    public static func run(_ arguments: [String]) -> Int32 {
        run(
            arguments,
            write: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    private static func dispatch(_ arguments: [String], _ output: CommandOutput) throws(CommandError) -> Int32
    {
        guard let first = arguments.first else { throw .missingSubcommand }
        switch first {
        case "-h", "--help":
            output.write(HelpText.root(table))
            return 0
        case "--version":
            output.write("lifecycle \(version)\n")
            return 0
        case "help":
            return try help(Array(arguments.dropFirst()), output)
        default:
            break
        }
        guard let command = table.first(where: { $0.name == first }) else {
            throw .unknownSubcommand(
                first, suggestion: closestMatch(to: first, in: table.map(\.name) + ["help"]))
        }
        let parsed = try ParsedArguments(
            Array(arguments.dropFirst()), table: command.options, subcommand: first)
        if parsed.wantsHelp {
            output.write(HelpText.subcommand(command))
            return 0
        }
        let expected = command.argument == nil ? 0 : 1
        if parsed.positionals.count > expected {
            throw .extraArgument(parsed.positionals[expected], subcommand: first)
        }
        if parsed.positionals.count < expected { throw .missingInput(subcommand: first) }
        return try command.run(parsed, output)
    }

    private static func help(_ arguments: [String], _ output: CommandOutput) throws(CommandError) -> Int32 {
        guard let name = arguments.first else {
            output.write(HelpText.root(table))
            return 0
        }
        guard let command = table.first(where: { $0.name == name }) else {
            throw .unknownSubcommand(name, suggestion: closestMatch(to: name, in: table.map(\.name)))
        }
        if arguments.count > 1 { throw .extraArgument(arguments[1], subcommand: "help") }
        output.write(HelpText.subcommand(command))
        return 0
    }
}
