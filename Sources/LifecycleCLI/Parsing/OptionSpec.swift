// ViewLifecycle · LifecycleCLI

/// One option a subcommand accepts: a row of its option table.
struct OptionSpec: Sendable {
    /// The long name, with its dashes: `--format`.
    var name: String
    /// A short alias, with its dash: `-h`.
    var shortName: String?
    /// The values the option takes; empty for a flag.
    var allowedValues: [String] = []
    /// The value used when the option is not given.
    var defaultValue: String?
    /// One line for the help text.
    var help: String

    /// Whether the option is followed by a value.
    var takesValue: Bool { !allowedValues.isEmpty }

    /// The help option every subcommand has.
    static let help = OptionSpec(name: "--help", shortName: "-h", help: "Show this help.")

    /// The `--format` option with the given values, the first being the default.
    static func format(_ values: [String]) -> OptionSpec {
        OptionSpec(
            name: "--format", allowedValues: values, defaultValue: values.first,
            help: "Output format: \(values.joined(separator: " or ")) (default: \(values[0])).")
    }
}
