// ViewLifecycle · LifecycleTrace

/// A reason a trace input cannot be read, with a one-line message that names the file, the real
/// cause and what to do.
///
/// Lines a parser does not recognise are not errors: they are skipped and counted. These cases
/// are the inputs that cannot be a trace at all, or a JSON Lines file with a broken line.
public enum TraceInputError: Error, CustomStringConvertible, Equatable, Sendable {
    /// No file exists at `path`.
    case notFound(path: String)
    /// `path` names a directory, or standard input is one.
    case isDirectory(path: String)
    /// `path` is a symbolic link that leads, through others, back to itself.
    case symlinkLoop(path: String)
    /// The file exists but its permissions do not let this user read it.
    case permissionDenied(path: String)
    /// The file exists but cannot be opened or read; `reason` is the system's explanation.
    case unreadable(path: String, reason: String)
    /// The file holds a NUL byte, at the 0-based byte `offset`, so it is not a text log.
    case binary(path: String, offset: Int)
    /// The file is UTF-16 or UTF-32 text (`encoding`), which the reader does not decode.
    case wideEncoding(path: String, encoding: String, byteOrder: String)
    /// Line `line` of a JSON Lines trace is not a trace record.
    case malformedJSON(path: String, line: Int, reason: String)
    /// The first line of an input said to be JSON Lines, line `line`, is not JSON at all (it
    /// does not begin with `{`): most likely a console log read with the wrong format.
    case notJSONLines(path: String, line: Int)
    /// The input has no lifecycle line at all, so checking it would prove nothing.
    ///
    /// `unrecognizedCallCount` counts the records that name neither an object nor a callback of
    /// a view controller or a representable (`main()`); `firstLineNote` says why a first line
    /// that starts with `{` was not read as JSON Lines.
    case noLifecycleLines(
        path: String, lineCount: Int, skippedLineCount: Int, unrecognizedCallCount: Int,
        firstLineNote: String?)

    /// The path the error is about, as the user gave it.
    public var path: String {
        switch self {
        case .notFound(let path), .isDirectory(let path), .symlinkLoop(let path), .permissionDenied(let path),
            .unreadable(let path, _), .binary(let path, _), .wideEncoding(let path, _, _),
            .malformedJSON(let path, _, _), .notJSONLines(let path, _),
            .noLifecycleLines(let path, _, _, _, _):
            return path
        }
    }

    /// One line naming the file (and line or byte offset), what is wrong and what to do.
    public var description: String {
        switch self {
        case .notFound(let path) where path.unicodeScalars.contains("\u{FFFD}"):
            // The shell passed bytes that are not UTF-8; Swift's arguments replace them, so the
            // name opened is not the file's.
            return
                "\(path): no such file; the name given is not valid UTF-8 (U+FFFD marks the bytes), so it cannot "
                + "be opened by name: rename the file, or pass - and redirect it to standard input"
        case .notFound(let path):
            return "\(path): no such file; check the path, or pass - to read standard input"
        case .isDirectory(let path):
            return "\(path): is a directory; pass a console log or a .jsonl trace file"
        case .symlinkLoop(let path):
            return "\(path): symbolic link loop; point the link at the log file itself"
        case .permissionDenied(let path):
            return
                "\(path): permission denied; check its permissions, or pipe it in with - from a user who can read it"
        case .unreadable(let path, let reason) where path == LineReader.standardInputName:
            return
                "\(path): cannot be read (\(reason)); run it with standard input open, or pass a log file instead of -"
        case .unreadable(let path, let reason):
            return "\(path): cannot be read (\(reason)); pass a regular log file, or - for standard input"
        case .binary(let path, let offset):
            return
                "\(path): binary data (NUL byte at offset \(offset)); pass a text console log or a .jsonl trace"
        case .wideEncoding(let path, let encoding, let byteOrder):
            return
                "\(path): \(encoding) text (\(byteOrder)), not UTF-8; convert it to UTF-8 first, e.g. with iconv -f \(encoding) -t UTF-8"
        case .malformedJSON(let path, let line, let reason):
            return
                "\(path):\(line): not a JSON trace record (\(reason)); fix the line or remove it"
        case .notJSONLines(let path, let line):
            return
                "\(path):\(line): not JSON (the line does not begin with {); if this is a console log, read it with --input-format console or auto"
        case .noLifecycleLines(let path, let lineCount, let skipped, let unrecognized, let note):
            let lines = lineCount == 1 ? "1 line" : "\(lineCount) lines"
            let calls =
                unrecognized == 0 ? "" : ", \(unrecognized) naming no object and no view-controller callback"
            let because =
                note.map { "; its first line starts with { but is not a trace record (\($0))" } ?? ""
            return
                "\(path): no lifecycle line in \(lines) (\(skipped) skipped\(calls))\(because); pass a log of "
                + "print(self, #function) lines or a JSON Lines trace, or --allow-empty to accept it"
        }
    }
}
