// ViewLifecycle · LifecycleTrace

/// A parser of console logs of lifecycle callbacks, one line at a time.
///
/// It recognises the lines lifecycle logging prints, with or without an NSLog/OSLog prefix
/// (`2026-12-02 10:00:00.123456+0900 App[123:4567] `, which is stripped):
///
/// - `<__lldb_expr_90.SampleUIViewController: 0x7f88daee0370> viewDidLoad()`: an object's
///   `description` then the callback in `#function` form. Mangled runtime names
///   (`_TtCV14__lldb_expr_9010SampleView11Coordinator`) are demangled; Linux Foundation's
///   `<Coordinator: 0x000055edd365d9b0>` is read the same way.
/// - A bare callback such as `makeUIViewController(context:)` or `deinit`.
/// - Either of them followed by `animated: true` or `(animated: false)`.
///
/// Any other line is skipped and counted in ``skippedLineCount``; blank lines are counted in
/// ``blankLineCount`` and are neither.
public struct ConsoleLogParser: Sendable {
    /// The non-blank lines that were not lifecycle lines.
    public private(set) var skippedLineCount = 0
    /// The lines that were empty or held only whitespace.
    public private(set) var blankLineCount = 0

    private var scanner = ConsoleLineScanner()

    /// Creates a parser that has seen no lines.
    public init() {}

    /// Parses one line.
    ///
    /// - Parameters:
    ///   - text: The line, without its terminator.
    ///   - line: Its 1-based line number, stored in the record.
    /// - Returns: The record, or `nil` for a blank or unrecognised line (which is counted).
    public mutating func parse(_ text: String, line: Int) -> TraceRecord? {
        guard case .callback(let callback) = read(text, number: line) else { return nil }
        return callback.record()
    }

    /// Reads line `number` as the scanner describes it, counting it if it is blank or other.
    @inline(__always)
    mutating func read(_ text: consuming String, number: Int) -> ConsoleLine {
        let line = scanner.scan(text, number: number)
        switch line {
        case .callback: break
        case .blank: blankLineCount += 1
        case .other: skippedLineCount += 1
        }
        return line
    }
}
