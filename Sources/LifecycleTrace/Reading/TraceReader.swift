// ViewLifecycle · LifecycleTrace

/// A stream of trace records from a console log or a JSON Lines trace.
///
/// The format is given, or decided (``Format/auto``) by the first non-blank line, after any
/// byte-order mark and leading spaces or tabs: a line that starts with `{` and is a trace record
/// makes the input JSON Lines, in which every non-blank line must be a record; anything else,
/// including a `{` line that is not a record, makes it a console log, in which unrecognised lines
/// are skipped and counted.
///
/// ```swift
/// var reader = TraceReader(try LineReader(path: "Tests/Fixtures/seed000-playground.log"))
/// var checker = TraceChecker()
/// try checker.consume(contentsOf: &reader)
/// print(checker.report().skippedLineCount)
/// ```
public struct TraceReader {
    /// The forms a trace comes in, and `auto` to tell them apart.
    public enum Format: String, Sendable, Codable, CaseIterable {
        /// Decided by the first non-blank line.
        case auto
        /// Console lines such as seed 000's.
        case console
        /// One JSON object per line.
        case jsonLines = "jsonl"
    }

    /// The format of the input: as given, or, for ``Format/auto``, ``Format/console`` or
    /// ``Format/jsonLines`` once the first non-blank line was read.
    public private(set) var format: Format

    private var lines: LineReader
    private var parser = ConsoleLogParser()
    private var jsonBlankLineCount = 0
    /// Whether the input was said to be JSON Lines and no record has been read yet: a first
    /// line that is not JSON then means the wrong format was given.
    private var awaitsFirstGivenJSONRecord: Bool
    /// Why the first line, which starts with `{`, was read as console text; `nil` otherwise.
    public private(set) var firstLineNote: String?
    /// The lifecycle lines read so far, in either format: records that name an object, or a
    /// callback of a view controller or a representable (`viewDidLoad()`, `makeCoordinator()`).
    public private(set) var lifecycleLineCount = 0
    /// The records read so far that name neither an object nor such a callback (`main()` in a
    /// script): read and passed on, but no evidence that the input is a lifecycle log.
    public private(set) var unrecognizedCallCount = 0

    /// Creates a reader of the lines `lines` yields.
    ///
    /// - Parameters:
    ///   - lines: The input's lines.
    ///   - format: The input's format, or ``Format/auto`` to decide it from the first line.
    public init(_ lines: LineReader, format: Format = .auto) {
        self.lines = lines
        self.format = format
        awaitsFirstGivenJSONRecord = format == .jsonLines
    }

    /// The name of the input, as errors give it.
    public var name: String { lines.name }

    /// The lines read so far, of every kind.
    public var lineCount: Int { lines.lineCount }

    /// The non-blank lines that were not records: unrecognised console lines and lines longer
    /// than the line reader's limit.
    public var skippedLineCount: Int { parser.skippedLineCount + lines.overlongLineCount }

    /// The blank lines read so far.
    public var blankLineCount: Int { parser.blankLineCount + jsonBlankLineCount }

    /// The line reader, for its counts of overlong lines and of lines with invalid UTF-8.
    public var lineReader: LineReader { lines }

    /// Returns the next record, or `nil` at the end of the input.
    ///
    /// - Throws: Any error of ``LineReader/next()``,
    ///   ``TraceInputError/malformedJSON(path:line:reason:)`` for a bad line of a JSON Lines trace,
    ///   and ``TraceInputError/notJSONLines(path:line:)`` when the input was said to be JSON
    ///   Lines and its first line is not JSON.
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
    /// argument; blank and skipped lines are counted and passed over.
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
            if format == .auto, let decided = decideFormat(text, number: number) {
                format = decided.format
                if let record = decided.record {
                    let line = CallbackLine(record)
                    count(line)
                    try body(line, &stop)
                    continue
                }
            }
            if format == .jsonLines {
                if TraceReader.isBlank(text) {
                    jsonBlankLineCount += 1
                    continue
                }
                let line = CallbackLine(try decodeJSONRecord(text, number: number))
                count(line)
                try body(line, &stop)
                continue
            }
            // The parser tells blank lines itself; scanning each line twice would cost throughput.
            if case .callback(let line) = parser.read(consume text, number: number) {
                count(line)
                try body(line, &stop)
            }
        }
    }

    @inline(__always)
    private mutating func count(_ line: borrowing CallbackLine) {
        if line.object != nil || line.callback.isLifecycleName {
            lifecycleLineCount += 1
        } else {
            unrecognizedCallCount += 1
        }
    }

    /// The format the first non-blank line decides, with its record when that is JSON Lines;
    /// `nil` for a blank line, which decides nothing.
    private mutating func decideFormat(_ text: String, number: Int) -> (format: Format, record: TraceRecord?)?
    {
        guard let first = TraceReader.firstNonBlankByte(of: text) else { return nil }
        guard first == UInt8(ascii: "{") else { return (.console, nil) }
        do {
            return (.jsonLines, try JSONLines.decode(text, lineNumber: number, path: lines.name))
        } catch {
            if case .malformedJSON(_, _, let reason) = error { firstLineNote = reason }
            return (.console, nil)
        }
    }

    /// The JSON Lines record of a line; a first line that does not begin with `{` in an input
    /// said to be JSON Lines is ``TraceInputError/notJSONLines(path:line:)``.
    private mutating func decodeJSONRecord(_ text: String, number: Int) throws(TraceInputError) -> TraceRecord
    {
        do {
            let record = try JSONLines.decode(text, lineNumber: number, path: lines.name)
            awaitsFirstGivenJSONRecord = false
            return record
        } catch {
            if awaitsFirstGivenJSONRecord && TraceReader.firstNonBlankByte(of: text) != UInt8(ascii: "{") {
                throw .notJSONLines(path: lines.name, line: number)
            }
            throw error
        }
    }

    private static func firstNonBlankByte(of text: String) -> UInt8? {
        text.utf8.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    }

    private static func isBlank(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
