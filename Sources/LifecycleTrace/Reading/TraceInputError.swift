// ViewLifecycle · LifecycleTrace

/// A reason a trace input cannot be read, with a one-line message that names the file and says
/// what to do.
///
/// Lines a parser does not recognise are not errors: they are skipped and counted. These cases
/// are the inputs that cannot be a trace at all, or a JSON Lines file with a broken line.
public enum TraceInputError: Error, CustomStringConvertible, Equatable, Sendable {
    /// No file exists at `path`.
    case notFound(path: String)
    /// `path` names a directory.
    case isDirectory(path: String)
    /// The file exists but cannot be opened or read; `reason` is the system's explanation.
    case unreadable(path: String, reason: String)
    /// The file holds a NUL byte, at the 0-based byte `offset`, so it is not a text log.
    case binary(path: String, offset: Int)
    /// Line `line` of a JSON Lines trace is not a trace record.
    case malformedJSON(path: String, line: Int, reason: String)

    /// The path the error is about, as the user gave it.
    public var path: String {
        switch self {
        case .notFound(let path), .isDirectory(let path), .unreadable(let path, _),
            .binary(let path, _), .malformedJSON(let path, _, _):
            return path
        }
    }

    /// One line naming the file (and line or byte offset), what is wrong and what to do.
    public var description: String {
        switch self {
        case .notFound(let path):
            return "\(path): no such file; check the path, or pass - to read standard input"
        case .isDirectory(let path):
            return "\(path): is a directory; pass a console log or a .jsonl trace file"
        case .unreadable(let path, let reason):
            return "\(path): cannot be read (\(reason)); check its permissions"
        case .binary(let path, let offset):
            return
                "\(path): binary data (NUL byte at offset \(offset)); pass a text console log or a .jsonl trace"
        case .malformedJSON(let path, let line, let reason):
            return
                "\(path):\(line): not a JSON trace record (\(reason)); fix the line or remove it"
        }
    }
}
