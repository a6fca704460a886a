// ViewLifecycle · TraceCommands

import CommandKit
import LifecycleTrace

/// The options every trace subcommand shares: the trace to read, how to read it, and the format
/// to print in.
package struct TraceOptions<Format: ArgumentValue & CaseIterable & RawRepresentable<String>>: Sendable {
    /// The `<file>` argument.
    static var argument: ArgumentSpec {
        ArgumentSpec(name: "file", help: "A console log or JSON Lines trace; - reads standard input.")
    }

    /// `--input-format`: how to read the input.
    static var inputFormat: OptionSpec {
        OptionSpec(
            name: "--input-format", kind: .choice(TraceReader.Format.allCases.map(\.rawValue)),
            defaultValue: TraceReader.Format.auto.rawValue,
            help: "Input format: auto, console or jsonl (default: auto).")
    }

    /// `--allow-empty`: accept an input with no lifecycle line.
    static var allowEmpty: OptionSpec {
        OptionSpec(name: "--allow-empty", help: "Accept an input with no lifecycle line.")
    }

    /// `--max-line-length`: the longest line read; longer ones are skipped and reported.
    static var maxLineLength: OptionSpec {
        .count(
            "--max-line-length", default: LineReader.defaultMaxLineLength, help: "Longest line read, in bytes"
        )
    }

    /// The options, `--format` first.
    static var options: [OptionSpec] { [.format(Format.self), inputFormat, allowEmpty, maxLineLength] }

    /// A path, or `-` for standard input.
    var path: String
    /// The output format.
    var format: Format
    /// How to read the input.
    var inputFormat: TraceReader.Format
    /// Whether an input with no lifecycle line is accepted.
    var allowsEmpty: Bool
    /// The longest line read, in bytes.
    var maxLineLength: Int

    /// Reads the options from arguments validated against ``argument`` and ``options``.
    init(_ arguments: ParsedArguments) throws(CommandError) {
        path = arguments.positionals[0]
        format = try arguments.value(of: .format(Format.self))
        inputFormat = try arguments.value(of: Self.inputFormat)
        allowsEmpty = arguments.options[Self.allowEmpty.name] != nil
        maxLineLength = try arguments.value(of: Self.maxLineLength)
    }
}

extension TraceReader.Format: ArgumentValue {}
