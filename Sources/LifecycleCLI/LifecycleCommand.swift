// ViewLifecycle · LifecycleCLI

import CommandKit
import LifecycleDemo
import TraceCommands

/// The `lifecycle` command: its table of subcommands and root options.
///
/// ``CommandTable`` does the rest: tokenize, parse and validate against the row's options, run,
/// and map any ``CommandError`` to one line on standard error with exit status 2.
public enum LifecycleCommand {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// The rows, in the order the help lists them.
    static let table = CommandTable(
        program: "lifecycle",
        overview: "Check, normalize and draw view-controller lifecycle traces.",
        rows: [CommandRow(DemoCommand.self)] + TraceCommands.rows + [.help, .helpOption, .version(version)],
        epilogue: [
            "A trace is a console log (lines printed by print(self, #function), with or without an",
            "NSLog/OSLog prefix) or a JSON Lines file; - reads standard input.",
            "See 'lifecycle <subcommand> --help' for the options of a subcommand.",
        ])

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
        table.run(arguments, CommandOutput(write: write, writeError: writeError))
    }

    /// Runs the command writing to `output`, whose terminal decides colour and pauses.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    ///   - output: Where standard output and standard error go, and what terminal they are.
    /// - Returns: The exit status, as ``run(_:write:writeError:)`` returns it.
    package static func run(_ arguments: [String], _ output: CommandOutput) -> Int32 {
        table.run(arguments, output)
    }

    /// Runs the command on the process's standard output and standard error.
    public static func run(_ arguments: [String]) -> Int32 {
        table.run(arguments, .standard)
    }
}
