// ViewLifecycle · LifecycleTraceTests

import LifecycleTrace
import Testing

struct TraceInputErrorTests {
    @Test(
        "each message is one line naming the file and what to do",
        arguments: [
            (
                .notFound(path: "a.log"),
                "a.log: no such file; check the path, or pass - to read standard input"
            ),
            (.isDirectory(path: "logs"), "logs: is a directory; pass a console log or a .jsonl trace file"),
            (.symlinkLoop(path: "l.log"), "l.log: symbolic link loop; point the link at the log file itself"),
            (
                .permissionDenied(path: "a.log"),
                "a.log: permission denied; check its permissions, or pipe it in with - from a user who can read it"
            ),
            (
                .unreadable(path: "a.log", reason: "Input/output error"),
                "a.log: cannot be read (Input/output error); pass a regular log file, or - for standard input"
            ),
            (
                .unreadable(path: "standard input", reason: "Bad file descriptor"),
                "standard input: cannot be read (Bad file descriptor); run it with standard input open, or pass a log "
                    + "file instead of -"
            ),
            (
                .wideEncoding(path: "u.log", encoding: "UTF-32", byteOrder: "big-endian"),
                "u.log: UTF-32 text (big-endian), not UTF-8; convert it to UTF-8 first, e.g. with iconv -f UTF-32 -t UTF-8"
            ),
            (
                .wideEncoding(path: "u.log", encoding: "UTF-16", byteOrder: "little-endian"),
                "u.log: UTF-16 text (little-endian), not UTF-8; convert it to UTF-8 first, e.g. with iconv -f UTF-16 -t UTF-8"
            ),
            (
                .noLifecycleLines(
                    path: "n.log", lineCount: 3, skippedLineCount: 2, unrecognizedCallCount: 0,
                    firstLineNote: nil),
                "n.log: no lifecycle line in 3 lines (2 skipped); pass a log of print(self, #function) lines "
                    + "or a JSON Lines trace, or --allow-empty to accept it"
            ),
            (
                .noLifecycleLines(
                    path: "s.py", lineCount: 9, skippedLineCount: 7, unrecognizedCallCount: 2,
                    firstLineNote: nil),
                "s.py: no lifecycle line in 9 lines (7 skipped, 2 naming no object and no view-controller "
                    + "callback); pass a log of print(self, #function) lines or a JSON Lines trace, or "
                    + "--allow-empty to accept it"
            ),
            (
                .noLifecycleLines(
                    path: "n.log", lineCount: 1, skippedLineCount: 1, unrecognizedCallCount: 0,
                    firstLineNote: "invalid JSON"),
                "n.log: no lifecycle line in 1 line (1 skipped); its first line starts with { but is not a trace "
                    + "record (invalid JSON); pass a log of print(self, #function) lines or a JSON Lines trace, "
                    + "or --allow-empty to accept it"
            ),
            (
                .binary(path: "a.bin", offset: 12),
                "a.bin: binary data (NUL byte at offset 12); pass a text console log or a .jsonl trace"
            ),
            (
                .malformedJSON(path: "t.jsonl", line: 3, reason: "invalid JSON"),
                "t.jsonl:3: not a JSON trace record (invalid JSON); fix the line or remove it"
            ),
            (
                .notFound(path: "caf\u{FFFD}.log"),
                "caf\u{FFFD}.log: no such file; the name given is not valid UTF-8 (U+FFFD marks the bytes), so "
                    + "it cannot be opened by name: rename the file, or pass - and redirect it to standard input"
            ),
            (
                .notJSONLines(path: "c.log", line: 1),
                "c.log:1: not JSON (the line does not begin with {); if this is a console log, read it with "
                    + "--input-format console or auto"
            ),
        ] as [(TraceInputError, String)])
    func messages(error: TraceInputError, message: String) {
        #expect(error.description == message)
    }
}
