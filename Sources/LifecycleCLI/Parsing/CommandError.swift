// ViewLifecycle · LifecycleCLI

import LifecycleTrace

/// Everything that makes the `lifecycle` command stop without a result.
///
/// Each case maps, in ``message`` and ``exitCode`` only, to one line on standard error and exit
/// status 2, so no error path prints a stack trace or invents its own wording.
enum CommandError: Error, Equatable {
    /// The first argument names no subcommand.
    case unknownSubcommand(String, suggestion: String?)
    /// No subcommand was given.
    case missingSubcommand
    /// An option the subcommand does not have.
    case unknownOption(String, subcommand: String, suggestion: String?)
    /// An option that takes a value came last.
    case missingValue(option: String, subcommand: String)
    /// A value the option does not allow.
    case invalidValue(String, option: String, allowed: [String], subcommand: String)
    /// The input argument is missing.
    case missingInput(subcommand: String)
    /// More positional arguments than the subcommand takes.
    case extraArgument(String, subcommand: String)
    /// The input could not be read as a trace.
    case input(TraceInputError)

    /// The line printed on standard error, after `lifecycle: error: `.
    var message: String {
        switch self {
        case .unknownSubcommand(let name, let suggestion):
            return "unknown subcommand '\(name)'\(Self.didYouMean(suggestion)); see 'lifecycle --help'"
        case .missingSubcommand:
            return "missing subcommand; see 'lifecycle --help'"
        case .unknownOption(let option, let subcommand, let suggestion):
            return "unknown option '\(option)' for '\(subcommand)'\(Self.didYouMean(suggestion)); "
                + "see 'lifecycle \(subcommand) --help'"
        case .missingValue(let option, let subcommand):
            return "option '\(option)' needs a value; see 'lifecycle \(subcommand) --help'"
        case .invalidValue(let value, let option, let allowed, let subcommand):
            return "'\(value)' is not a value of '\(option)' for '\(subcommand)'; use one of: "
                + allowed.joined(separator: ", ")
        case .missingInput(let subcommand):
            return "missing input; pass a log file, or - for standard input: 'lifecycle \(subcommand) FILE'"
        case .extraArgument(let argument, let subcommand):
            return "unexpected argument '\(argument)'; see 'lifecycle \(subcommand) --help'"
        case .input(let error):
            return error.description
        }
    }

    /// The exit status: usage and input errors are both 2.
    var exitCode: Int32 { 2 }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
