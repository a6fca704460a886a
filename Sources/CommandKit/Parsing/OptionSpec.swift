// ViewLifecycle · CommandKit

/// One option a command accepts: a row of its option table.
package struct OptionSpec: Equatable, Sendable {
    /// The long name, with its dashes: `--format`.
    package var name: String
    /// A short alias, with its dash: `-h`.
    package var shortName: String?
    /// What the option takes.
    package var kind: Kind = .flag
    /// The value used when the option is not given.
    package var defaultValue: String?
    /// One line for the help text.
    package var help: String

    /// Creates a row of an option table.
    package init(
        name: String, shortName: String? = nil, kind: Kind = .flag, defaultValue: String? = nil, help: String
    ) {
        self.name = name
        self.shortName = shortName
        self.kind = kind
        self.defaultValue = defaultValue
        self.help = help
    }

    /// Whether the option is followed by a value.
    package var takesValue: Bool { kind != .flag }

    /// The placeholder for the option's value in help texts: `<format>`.
    package var valuePlaceholder: String {
        kind == .count ? "<n>" : "<\(name.dropFirst(2))>"
    }

    /// The help option every command has.
    package static let help = OptionSpec(name: "--help", shortName: "-h", help: "Show this help.")

    /// The `--format` option whose values are the cases of `Format`, the first being the default.
    package static func format<Format: CaseIterable & RawRepresentable<String>>(
        _: Format.Type
    ) -> OptionSpec {
        let values = Format.allCases.map(\.rawValue)
        return OptionSpec(
            name: "--format", kind: .choice(values), defaultValue: values.first,
            help: "Output format: \(values.joined(separator: " or ")) (default: \(values[0])).")
    }

    /// An option taking a count, with its default.
    package static func count(_ name: String, default value: Int, help: String) -> OptionSpec {
        OptionSpec(
            name: name, kind: .count, defaultValue: String(value), help: "\(help) (default: \(value)).")
    }
}
