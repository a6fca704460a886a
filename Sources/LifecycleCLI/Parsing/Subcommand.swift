// ViewLifecycle · LifecycleCLI

/// One row of the root command table: a subcommand's name, help and options, and what it runs.
struct Subcommand: Sendable {
    /// What the subcommand's `run` gets: its parsed arguments and where to write.
    typealias Run = @Sendable (ParsedArguments, CommandOutput) throws(CommandError) -> Int32

    /// The name typed after `lifecycle`.
    var name: String
    /// One line for the root help.
    var abstract: String
    /// The positional argument's placeholder and help, if it takes one.
    var argument: (name: String, help: String)?
    /// The option table; `--help` is added by ``options``.
    var ownOptions: [OptionSpec]
    /// Lines printed after the options in its help, such as exit statuses.
    var epilogue: [String] = []
    /// The work, given valid arguments.
    var run: Run

    /// Every option the subcommand accepts, `--help` last.
    var options: [OptionSpec] { ownOptions + [.help] }
}
