// ViewLifecycle · LifecycleCLI

/// The options every trace subcommand shares: the trace to read, and the format to print in.
struct TraceOptions<Format: ArgumentValue & CaseIterable & RawRepresentable<String>>: Sendable {
    /// The `<file>` argument.
    static var argument: ArgumentSpec {
        ArgumentSpec(name: "file", help: "A console log or JSON Lines trace; - reads standard input.")
    }

    /// The `--format` option, its values `Format`'s cases.
    static var options: [OptionSpec] { [.format(Format.self)] }

    /// A path, or `-` for standard input.
    var path: String
    /// The output format.
    var format: Format

    /// Reads the options from arguments validated against ``argument`` and ``options``.
    init(_ arguments: ParsedArguments) throws(CommandError) {
        path = arguments.positionals[0]
        format = try arguments.value(of: .format(Format.self))
    }
}
