// ViewLifecycle · CommandKit

/// What a command says about itself: its name, its help, and the arguments it accepts.
package struct CommandConfiguration: Sendable {
    /// The name typed after the program's: `check`, or `--version` for a root option.
    package var name: String
    /// A short alias typed instead of ``name``: `-h`.
    package var shortName: String?
    /// One line for the root help.
    package var abstract: String
    /// The positional argument, if it takes one.
    package var argument: ArgumentSpec?
    /// Its option table; `--help` is added by ``options``.
    package var ownOptions: [OptionSpec]
    /// Lines printed after the options in its help, such as exit statuses.
    package var epilogue: [String]

    /// Creates a command's configuration.
    package init(
        name: String, shortName: String? = nil, abstract: String, argument: ArgumentSpec? = nil,
        options: [OptionSpec] = [], epilogue: [String] = []
    ) {
        self.name = name
        self.shortName = shortName
        self.abstract = abstract
        self.argument = argument
        self.ownOptions = options
        self.epilogue = epilogue
    }

    /// Every option the command accepts, `--help` last.
    package var options: [OptionSpec] { ownOptions + [.help] }

    /// Whether it is a root option such as `--version` rather than a subcommand.
    var isRootOption: Bool { name.hasPrefix("-") }
}
