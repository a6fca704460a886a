// ViewLifecycle · LifecycleTraceTests

import LifecycleTrace
import Testing

struct TraceInputErrorTests {
    @Test(
        "each message is one line naming the file and what to do",
        arguments: [
            (
                TraceInputError.notFound(path: "a.log"),
                "a.log: no such file; check the path, or pass - to read standard input"
            ),
            (.isDirectory(path: "logs"), "logs: is a directory; pass a console log or a .jsonl trace file"),
            (
                .unreadable(path: "a.log", reason: "Permission denied"),
                "a.log: cannot be read (Permission denied); check its permissions"
            ),
            (
                .binary(path: "a.bin", offset: 12),
                "a.bin: binary data (NUL byte at offset 12); pass a text console log or a .jsonl trace"
            ),
            (
                .malformedJSON(path: "t.jsonl", line: 3, reason: "invalid JSON"),
                "t.jsonl:3: not a JSON trace record (invalid JSON); fix the line or remove it"
            ),
        ])
    func messages(error: TraceInputError, message: String) {
        #expect(error.description == message)
    }
}
