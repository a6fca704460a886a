// ViewLifecycle · CommandKit

/// The help texts, rendered from the command table so they cannot drift from what is parsed.
enum HelpText {
    /// The help of the program itself: its subcommands, then its root options.
    static func root(_ table: CommandTable) -> String {
        var lines = [
            "OVERVIEW: \(table.overview)", "", "USAGE: \(table.program) <subcommand> [<options>]", "",
            "SUBCOMMANDS:",
        ]
        let rows = table.rows.map(\.configuration)
        lines += rows.filter { !$0.isRootOption }.map { row($0.name, $0.abstract) }
        lines += ["", "OPTIONS:"]
        lines += rows.filter(\.isRootOption).map { row(names($0.shortName, $0.name), $0.abstract) }
        if !table.epilogue.isEmpty { lines += [""] + table.epilogue }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The help of one command.
    static func command(_ command: CommandConfiguration, _ table: CommandTable) -> String {
        let usage =
            [table.program, command.name] + [command.argument?.usage].compactMap { $0 }
            + command.ownOptions.map { "[\(label($0))]" }
        var lines = ["OVERVIEW: \(command.abstract)", "", "USAGE: \(usage.joined(separator: " "))", ""]
        if let argument = command.argument {
            lines += ["ARGUMENTS:", row("<\(argument.name)>", argument.help), ""]
        }
        lines.append("OPTIONS:")
        lines += command.options.map { row(label($0, withShortName: true), $0.help) }
        if !command.epilogue.isEmpty { lines += [""] + command.epilogue }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--format <format>`, or `-h, --help` with the short name.
    private static func label(_ option: OptionSpec, withShortName: Bool = false) -> String {
        let name = withShortName ? names(option.shortName, option.name) : option.name
        return option.takesValue ? "\(name) \(option.valuePlaceholder)" : name
    }

    private static func names(_ shortName: String?, _ name: String) -> String {
        ([shortName].compactMap { $0 } + [name]).joined(separator: ", ")
    }

    /// The label column's width: the longest label, `--input-format <input-format>`, and two spaces.
    private static let labelWidth = 31

    private static func row(_ label: String, _ help: String) -> String {
        let padded =
            label.count < labelWidth
            ? label + String(repeating: " ", count: labelWidth - label.count) : label + "  "
        return "  " + padded + help
    }
}
