// ViewLifecycle · LifecycleTrace

/// A stream of trace records from a console log or a JSON Lines trace, whichever the input is.
///
/// The format is decided by the first non-blank line: one that starts with `{` makes the input
/// JSON Lines, in which every non-blank line must be a record; anything else makes it a console
/// log, in which unrecognised lines are skipped and counted.
///
/// ```swift
/// var reader = TraceReader(try LineReader(path: "Examples/seed000-playground.log"))
/// var checker = TraceChecker()
/// while let record = try reader.next() { checker.consume(record) }
/// ```
public struct TraceReader {
    /// The two forms a trace comes in.
    public enum Format: String, Sendable, Codable {
        /// Console lines such as seed 000's.
        case console
        /// One JSON object per line.
        case jsonLines
    }

    /// The format of the input, known once the first non-blank line was read.
    public private(set) var format: Format?

    private var lines: LineReader
    private var parser = ConsoleLogParser()
    private var jsonBlankLineCount = 0

    /// Creates a reader of the lines `lines` yields.
    ///
    /// - Parameter lines: The input's lines.
    public init(_ lines: LineReader) {
        self.lines = lines
    }

    /// The non-blank lines that were not records (always 0 for JSON Lines, which throws instead).
    public var skippedLineCount: Int { parser.skippedLineCount }

    /// The blank lines read so far.
    public var blankLineCount: Int { parser.blankLineCount + jsonBlankLineCount }

    /// Returns the next record, or `nil` at the end of the input.
    ///
    /// - Throws: Any error of ``LineReader/next()``, and
    ///   ``TraceInputError/malformedJSON(path:line:reason:)`` for a bad line of a JSON Lines trace.
    public mutating func next() throws(TraceInputError) -> TraceRecord? {
        while let (number, text) = try lines.next() {
            if let record = try record(line: number, text: text) { return record }
        }
        return nil
    }

    /// Feeds `checker` every record to the end of the input; lines of the common console shape
    /// reach it straight from the parser, without a record (see
    /// ``TraceChecker/consume(contentsOf:)``).
    mutating func feed(_ checker: inout TraceChecker) throws(TraceInputError) {
        while let (number, text) = try lines.next() {
            if format == .console, let common = parser.readCommonLine(text) {
                if common.hasObject {
                    checker.consume(
                        line: number, object: parser.lastAddress.string,
                        typeName: parser.lastTypeName.readable, callback: common.callback.name,
                        raw: common.callback.raw)
                } else {
                    checker.consumeBare(line: number, callback: common.callback.name)
                }
            } else if let record = try record(line: number, text: text) {
                checker.consume(record)
            }
        }
    }

    /// The record on line `number`, or `nil` for a blank or skipped line; the first non-blank
    /// line decides the format.
    private mutating func record(line number: Int, text: String) throws(TraceInputError) -> TraceRecord? {
        if format == .console {
            // The parser tells blank lines itself; scanning each line twice would cost throughput.
            return parser.parse(text, line: number)
        }
        let isBlank = text.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        if format == nil && !isBlank {
            format =
                text.utf8.first(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: "{")
                ? .jsonLines : .console
        }
        switch format {
        case .jsonLines:
            if isBlank {
                jsonBlankLineCount += 1
                return nil
            }
            return try JSONLines.decode(text, lineNumber: number, path: lines.name)
        case .console, nil:
            return parser.parse(text, line: number)
        }
    }
}
