// ViewLifecycle · CommandKit

extension ParsedArguments {
    /// Checks every value against its option's kind, then the number of positionals.
    func validate(against configuration: CommandConfiguration) throws(CommandError) {
        let subcommand = configuration.name
        for spec in configuration.options {
            guard let value = options[spec.name] else { continue }
            switch spec.kind {
            case .flag:
                break
            case .choice(let allowed):
                guard allowed.contains(value) else {
                    throw .invalidValue(value, option: spec.name, allowed: allowed, subcommand: subcommand)
                }
            case .count:
                guard let count = Int(value), count > 0 else {
                    throw .notACount(value, option: spec.name, subcommand: subcommand)
                }
            }
        }
        let allowed = configuration.argument?.allowedCount ?? 0...0
        if positionals.count > allowed.upperBound {
            throw .extraArgument(positionals[allowed.upperBound], subcommand: subcommand)
        }
        if positionals.count < allowed.lowerBound { throw .missingInput(subcommand: subcommand) }
    }
}
