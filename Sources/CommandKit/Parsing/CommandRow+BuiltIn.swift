// ViewLifecycle · CommandKit

extension CommandRow {
    /// The `help [<subcommand>]` subcommand.
    package static let help = helpRow(name: "help", abstract: "Show the help of a subcommand.")

    /// The root `-h, --help` option; it takes a subcommand's name as `help` does.
    package static let helpOption = helpRow(name: "--help", shortName: "-h", abstract: "Show this help.")

    /// The root `--version` option, printing the program's name and `version`.
    package static func version(_ version: String) -> CommandRow {
        CommandRow(CommandConfiguration(name: "--version", abstract: "Show the version.")) {
            _, table, output throws(CommandError) in
            try output.write("\(table.program) \(version)\n")
            return 0
        }
    }

    private static func helpRow(name: String, shortName: String? = nil, abstract: String) -> CommandRow {
        let argument = ArgumentSpec(
            name: "subcommand", help: "The subcommand whose help to show.", isOptional: true)
        let configuration = CommandConfiguration(
            name: name, shortName: shortName, abstract: abstract, argument: argument)
        return CommandRow(configuration) { arguments, table, output throws(CommandError) in
            guard let subcommand = arguments.positionals.first else {
                try output.write(HelpText.root(table))
                return 0
            }
            try output.write(HelpText.command(try table.subcommand(named: subcommand).configuration, table))
            return 0
        }
    }
}
