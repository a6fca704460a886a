// ViewLifecycle · LifecycleTrace

/// A stream of trace records from a console log or a JSON Lines trace, whichever the input is.
///
/// The format is decided by the first non-blank line: one that starts with `{` makes the input
/// JSON Lines, in which every non-blank line must be a record; anything else makes it a console
/// log, in which unrecognised lines are skipped and counted.
///
/// ```swift
/// var reader = TraceReader(try LineReader(path: "Tests/Fixtures/seed000-playground.log"))
/// var checker = TraceChecker()
/// try checker.consume(contentsOf: &reader)
/// print(checker.report().skippedLineCount)
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
        try nextLine()?.record()
    }

    /// Returns the next lifecycle line, or `nil` at the end of the input; blank and skipped
    /// lines are counted and passed over.
    ///
    /// - Throws: The errors of ``next()``.
    mutating func nextLine() throws(TraceInputError) -> CallbackLine? {
        var next: CallbackLine?
        try forEachLine { line, stop in
            next = consume line
            stop = true
        }
        return next
    }

    /// Calls `body` with each lifecycle line to the end of the input, or until it sets its `stop`
    /// argument; blank and skipped lines are counted and passed over. The first non-blank line
    /// decides the format.
    ///
    /// Each line is handed over, not returned: built in place and consumed there, it is never
    /// moved through an optional, which cost the checker a copy of it on every line.
    ///
    /// - Throws: The errors of ``next()``.
    @inline(__always)
    mutating func forEachLine(
        _ body: (consuming CallbackLine, _ stop: inout Bool) throws(TraceInputError) -> Void
    ) throws(TraceInputError) {
        var stop = false
        while !stop, let (number, text) = try lines.next() {
            if format == nil {
                format = TraceReader.format(decidedBy: text)
            }
            if format == .jsonLines {
                if TraceReader.isBlank(text) {
                    jsonBlankLineCount += 1
                    continue
                }
                try body(
                    CallbackLine(try JSONLines.decode(text, lineNumber: number, path: lines.name)), &stop)
                continue
            }
            // The parser tells blank lines itself; scanning each line twice would cost throughput.
            if case .callback(let line) = parser.read(consume text, number: number) { try body(line, &stop) }
        }
    }

    /// The format a line decides, or `nil` for a blank line, which decides nothing.
    private static func format(decidedBy text: String) -> Format? {
        guard !isBlank(text) else { return nil }
        return text.utf8.first(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: "{")
            ? .jsonLines : .console
    }

    private static func isBlank(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
