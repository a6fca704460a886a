// ViewLifecycle · TraceCommands

import CommandKit
import LifecycleTrace

/// A subcommand's input, a path or `-`, opened as a stream of trace records, and what is said
/// about it once read.
package struct TraceInput {
    /// The reader, left at the end of the input by ``forEachRecord(_:)``.
    var reader: TraceReader
    private let allowsEmpty: Bool

    /// Opens the input `options` name, as they say to read it.
    init<Format>(_ options: TraceOptions<Format>) throws(CommandError) {
        do {
            reader = TraceReader(
                try LineReader(path: options.path, maxLineLength: options.maxLineLength),
                format: options.inputFormat)
        } catch {
            throw .input(error)
        }
        allowsEmpty = options.allowsEmpty
    }

    /// Reads every record into `consume`, one at a time.
    mutating func forEachRecord(_ consume: (TraceRecord) throws(CommandError) -> Void) throws(CommandError) {
        while true {
            let record: TraceRecord?
            do {
                record = try reader.next()
            } catch {
                throw .input(error)
            }
            guard let record else { return }
            try consume(record)
        }
    }

    /// Ends the reading: warns on standard error of lines skipped for their length or decoded
    /// with replacement characters, then refuses an input with no lifecycle line unless
    /// `--allow-empty` was given (the warnings first, as they may say why there was none).
    ///
    /// Called before a command prints its result, and streaming commands print nothing before
    /// the first record, so a refused input leaves standard output empty.
    func finish(_ output: CommandOutput, program: String = "lifecycle") throws(CommandError) {
        let lines = reader.lineReader
        if let first = lines.firstOverlongLine {
            let more = lines.overlongLineCount > 1 ? " (\(lines.overlongLineCount) such lines)" : ""
            output.writeError(
                TerminalText.escaped(
                    "\(program): warning: \(reader.name):\(first): line longer than \(lines.maxLineLength) bytes "
                        + "skipped\(more); raise --max-line-length to read it") + "\n")
        }
        if let first = lines.firstInvalidUTF8Line {
            let more = lines.invalidUTF8LineCount > 1 ? " (\(lines.invalidUTF8LineCount) such lines)" : ""
            output.writeError(
                TerminalText.escaped(
                    "\(program): warning: \(reader.name):\(first): invalid UTF-8 replaced with U+FFFD\(more); "
                        + "the log is not UTF-8 text or was cut mid-character") + "\n")
        }
        if reader.lifecycleLineCount == 0 && !allowsEmpty {
            throw .input(
                .noLifecycleLines(
                    path: reader.name, lineCount: reader.lineCount, skippedLineCount: reader.skippedLineCount,
                    unrecognizedCallCount: reader.unrecognizedCallCount, firstLineNote: reader.firstLineNote))
        }
    }
}
