// ViewLifecycle · LifecycleCLI

/// A subcommand's arguments after tokenizing and validating them against its option table.
struct ParsedArguments: Equatable {
    /// The options given, by long name, with their values (`""` for flags); defaults filled in.
    var options: [String: String] = [:]
    /// The positional arguments, in order.
    var positionals: [String] = []

    /// Whether `--help` (or `-h`) was given.
    var wantsHelp: Bool { options["--help"] != nil }

    /// The value of an option that has a default.
    func value(of name: String) -> String { options[name] ?? "" }

    /// Parses `arguments` for `subcommand`, whose options are `table`.
    ///
    /// `--name=value` and `--name value` are both accepted; `-` alone is a positional (standard
    /// input); `--` ends the options.
    init(_ arguments: [String], table: [OptionSpec], subcommand: String) throws(CommandError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            guard let spec = table.first(where: { $0.name == name || $0.shortName == name }) else {
                let names = table.map(\.name) + table.compactMap(\.shortName)
                throw .unknownOption(
                    name, subcommand: subcommand, suggestion: closestMatch(to: name, in: names))
            }
            guard spec.takesValue else {
                if inlineValue != nil {
                    throw .invalidValue(
                        inlineValue!, option: spec.name, allowed: ["no value"], subcommand: subcommand)
                }
                options[spec.name] = ""
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw .missingValue(option: spec.name, subcommand: subcommand)
            }
            guard spec.allowedValues.contains(value) else {
                throw .invalidValue(
                    value, option: spec.name, allowed: spec.allowedValues, subcommand: subcommand)
            }
            options[spec.name] = value
        }
        for spec in table where options[spec.name] == nil {
            if let defaultValue = spec.defaultValue { options[spec.name] = defaultValue }
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
