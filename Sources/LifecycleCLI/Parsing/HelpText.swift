// ViewLifecycle · LifecycleCLI

/// The help texts, rendered from the command table so they cannot drift from what is parsed.
enum HelpText {
    /// The help of `lifecycle` itself.
    static func root(_ table: [Subcommand]) -> String {
        var lines = [
            "OVERVIEW: Check, normalize and draw view-controller lifecycle traces.",
            "",
            "USAGE: lifecycle <subcommand> [<options>]",
            "",
            "SUBCOMMANDS:",
        ]
        let rows = table.map { ($0.name, $0.abstract) } + [("help", "Show the help of a subcommand.")]
        lines += rows.map { row($0.0, $0.1) }
        lines += [
            "",
            "OPTIONS:",
            row("-h, --help", "Show this help."),
            row("--version", "Show the version."),
            "",
            "A trace is a console log (lines printed by print(self, #function), with or without an",
            "NSLog/OSLog prefix) or a JSON Lines file; - reads standard input.",
            "See 'lifecycle <subcommand> --help' for the options of a subcommand.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The help of one subcommand.
    static func subcommand(_ command: Subcommand) -> String {
        let valueOptions = command.ownOptions.map { option in
            option.takesValue ? "[\(option.name) <\(option.name.dropFirst(2))>]" : "[\(option.name)]"
        }
        let usage =
            ["lifecycle", command.name] + command.argument.map { ["<\($0.name)>"] }.orEmpty
            + valueOptions
        var lines = ["OVERVIEW: \(command.abstract)", "", "USAGE: \(usage.joined(separator: " "))", ""]
        if let argument = command.argument {
            lines += ["ARGUMENTS:", row("<\(argument.name)>", argument.help), ""]
        }
        lines.append("OPTIONS:")
        for option in command.options {
            let names = ([option.shortName].compactMap { $0 } + [option.name]).joined(separator: ", ")
            let label = option.takesValue ? "\(names) <\(option.name.dropFirst(2))>" : names
            lines.append(row(label, option.help))
        }
        if !command.epilogue.isEmpty { lines += [""] + command.epilogue }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ label: String, _ help: String) -> String {
        let padded = label.count < 22 ? label + String(repeating: " ", count: 22 - label.count) : label + "  "
        return "  " + padded + help
    }
}

extension Optional where Wrapped == [String] {
    fileprivate var orEmpty: [String] { self ?? [] }
}
