// ViewLifecycle · CommandKit

/// A command's arguments after parsing and validating them against its configuration.
package struct ParsedArguments: Equatable, Sendable {
    /// The options given, by long name, with their values (`""` for flags); defaults filled in.
    package private(set) var options: [String: String] = [:]
    /// The positional arguments, in order.
    package private(set) var positionals: [String] = []
    /// The command they were parsed for, named in errors.
    private let command: String

    /// Whether `--help` (or `-h`) was given.
    package var wantsHelp: Bool { options[OptionSpec.help.name] != nil }

    /// Parses `tokens` for the command `configuration` describes, then validates them.
    ///
    /// An option's value follows it as the next token or inline (`--name=value`); any other value
    /// is a positional. Validation then checks each value and counts the positionals, unless
    /// `--help` was given: help wins over what is missing or wrong.
    ///
    /// - Throws: ``CommandError`` for an unknown option, a missing or invalid value, or a wrong
    ///   number of positionals.
    package init(_ tokens: [ArgumentToken], for configuration: CommandConfiguration) throws(CommandError) {
        command = configuration.name
        let table = configuration.options
        var index = tokens.startIndex
        while index < tokens.endIndex {
            let token = tokens[index]
            index += 1
            switch token {
            case .terminator:
                continue
            case .value(let word), .positional(let word):
                positionals.append(word)
            case .option(let name, let inlineValue):
                guard let spec = table.first(where: { $0.name == name || $0.shortName == name }) else {
                    let names = table.map(\.name) + table.compactMap(\.shortName)
                    throw .unknownOption(
                        name, subcommand: configuration.name, suggestion: closestMatch(to: name, in: names))
                }
                if !spec.takesValue, let inlineValue {
                    throw .flagWithValue(inlineValue, option: spec.name, subcommand: configuration.name)
                }
                if !spec.takesValue {
                    options[spec.name] = ""
                } else if let inlineValue {
                    options[spec.name] = inlineValue
                } else if index < tokens.endIndex, case .value(let value) = tokens[index] {
                    options[spec.name] = value
                    index += 1
                } else if spec.kind == .count, index < tokens.endIndex,
                    case .option(let word, nil) = tokens[index],
                    Int(word) != nil
                {
                    // `-5` reads as an option, but after a count it is the number the user meant.
                    throw .notACount(word, option: spec.name, subcommand: configuration.name)
                } else {
                    throw .missingValue(option: spec.name, subcommand: configuration.name)
                }
            }
        }
        for spec in table where options[spec.name] == nil {
            if let defaultValue = spec.defaultValue { options[spec.name] = defaultValue }
        }
        if !wantsHelp { try validate(against: configuration) }
    }

    /// The value of `option` read as `Value`; the option must have a default or have been given.
    ///
    /// - Throws: ``CommandError/invalidValue(_:option:allowed:subcommand:)`` only if the option's
    ///   table and `Value` disagree, which validation otherwise rules out.
    package func value<Value: ArgumentValue>(of option: OptionSpec) throws(CommandError) -> Value {
        let text = options[option.name] ?? ""
        guard let value = Value(argument: text) else {
            throw .invalidValue(text, option: option.name, allowed: [], subcommand: command)
        }
        return value
    }
}
