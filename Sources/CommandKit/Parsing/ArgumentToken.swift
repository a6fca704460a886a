// ViewLifecycle · CommandKit

/// One argument after tokenizing, before any option table is consulted.
///
/// Tokenizing decides only what an argument looks like; whether a ``value(_:)`` belongs to the
/// option before it or is a positional is the parser's call, made against the subcommand's table.
package enum ArgumentToken: Equatable, Sendable {
    /// `--name`, `-h`, or `--name=value` with its inline value.
    case option(String, inlineValue: String?)
    /// A word that is not an option: an option's value or a positional. `-` alone is one.
    case value(String)
    /// `--`: every argument after it is a positional.
    case terminator
    /// An argument after `--`, a positional whatever it looks like.
    case positional(String)

    /// Splits `arguments` into tokens, in order.
    ///
    /// - Parameter arguments: The arguments after the subcommand's name.
    /// - Returns: One token per argument.
    /// - Complexity: O(*n*) in the total length of the arguments.
    package static func tokenize(_ arguments: some Sequence<String>) -> [ArgumentToken] {
        var tokens: [ArgumentToken] = []
        var terminated = false
        for argument in arguments {
            if terminated {
                tokens.append(.positional(argument))
            } else if argument == "--" {
                terminated = true
                tokens.append(.terminator)
            } else if argument.hasPrefix("-"), argument != "-" {
                tokens.append(option(argument))
            } else {
                tokens.append(.value(argument))
            }
        }
        return tokens
    }

    /// `--name=value` splits at its first `=`; a short option never carries a value.
    private static func option(_ argument: String) -> ArgumentToken {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return .option(argument, inlineValue: nil)
        }
        return .option(
            String(argument[..<equals]), inlineValue: String(argument[argument.index(after: equals)...]))
    }
}
