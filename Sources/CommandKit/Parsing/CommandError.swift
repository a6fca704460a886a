// ViewLifecycle · CommandKit

import Foundation
import LifecycleTrace

/// Everything that makes a command stop without a result.
///
/// Each case maps, in ``message(program:)`` and ``exitCode`` only, to one line on standard error
/// and its exit status (2 for usage and input, 74 for output, 0 and no line for a closed reader),
/// so no error path prints a stack trace or invents its own wording.
package enum CommandError: Error, Equatable {
    /// The first argument names no subcommand.
    case unknownSubcommand(String, suggestion: String?)
    /// No subcommand was given.
    case missingSubcommand
    /// An option the subcommand does not have.
    case unknownOption(String, subcommand: String, suggestion: String?)
    /// An option that takes a value came last, or before another option.
    case missingValue(option: String, subcommand: String)
    /// A value the option does not allow.
    case invalidValue(String, option: String, allowed: [String], subcommand: String)
    /// A flag, which takes no value, given one with `=`.
    case flagWithValue(String, option: String, subcommand: String)
    /// A count option given something other than a whole number above zero.
    case notACount(String, option: String, subcommand: String)
    /// The input argument is missing.
    case missingInput(subcommand: String)
    /// More positional arguments than the subcommand takes.
    case extraArgument(String, subcommand: String)
    /// The input could not be read as a trace.
    case input(TraceInputError)
    /// The work itself failed, as described.
    case failed(String)
    /// Standard output's reader went away (`EPIPE`), as `head` does once it has its lines.
    case outputClosed
    /// Writing `stream` failed for another reason (`errno`), such as a full disk.
    case outputFailed(stream: String, errno: Int32)

    /// The line printed on standard error, after `<program>: error: `.
    package func message(program: String) -> String {
        func seeHelp(_ subcommand: String) -> String {
            subcommand.hasPrefix("-") ? "see '\(program) --help'" : "see '\(program) \(subcommand) --help'"
        }
        switch self {
        case .unknownSubcommand(let name, let suggestion):
            return "unknown subcommand '\(name)'\(Self.didYouMean(suggestion)); see '\(program) --help'"
        case .missingSubcommand:
            return "missing subcommand; see '\(program) --help'"
        case .unknownOption(let option, let subcommand, let suggestion):
            return "unknown option '\(option)' for '\(subcommand)'\(Self.didYouMean(suggestion)); "
                + seeHelp(subcommand)
        case .missingValue(let option, let subcommand):
            return "option '\(option)' needs a value; \(seeHelp(subcommand))"
        case .invalidValue(let value, let option, let allowed, let subcommand):
            return "'\(value)' is not a value of '\(option)' for '\(subcommand)'; use one of: "
                + allowed.joined(separator: ", ")
        case .flagWithValue(let value, let option, let subcommand):
            return
                "'\(option)' takes no value, but was given '\(value)'; write '\(option)' alone to turn it on, "
                + "or leave it out: \(seeHelp(subcommand))"
        case .notACount(let value, let option, let subcommand):
            return "'\(value)' is not a value of '\(option)' for '\(subcommand)'; use a whole number above 0"
        case .missingInput(let subcommand):
            return "missing input; pass a log file, or - for standard input: '\(program) \(subcommand) FILE'"
        case .extraArgument(let argument, let subcommand)
        where subcommand == "help" || subcommand == "--help":
            return "unexpected argument '\(argument)'; '\(program) \(subcommand)' takes one subcommand name, "
                + "such as '\(program) \(subcommand) check'"
        case .extraArgument(let argument, let subcommand):
            return "unexpected argument '\(argument)'; \(seeHelp(subcommand))"
        case .input(let error):
            return error.description
        case .failed(let description):
            return description
        case .outputClosed:
            return ""
        case .outputFailed(let stream, let code):
            // A descriptor closed (`>&-`) or open only for reading has no space to free.
            let fix =
                code == EBADF
                ? "run it with \(stream) open for writing, or redirect it to a file"
                : "free space where it goes, or redirect it elsewhere"
            return "cannot write to \(stream) (\(String(cString: strerror(code)))); \(fix)"
        }
    }

    /// Whether the error ends the command without a message: a closed reader wanted no more.
    package var isQuiet: Bool { self == .outputClosed }

    /// The exit status: 0 for a closed reader (as `grep` does when `head` stops reading, so a
    /// pipeline does not fail for reading only what it needed), 74 (`EX_IOERR`) for an output
    /// that cannot be written, 2 for usage, input and run failures.
    package var exitCode: Int32 {
        switch self {
        case .outputClosed: return 0
        case .outputFailed: return 74
        default: return 2
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
