// ViewLifecycle · LifecycleTraceTests

import LifecycleTrace
import Testing

/// `--input-format`: `auto` decides on the first non-blank line after a BOM and whitespace, and
/// takes a `{` line that is no trace record for console text; `console` and `jsonl` are as told.
struct TraceReaderFormatTests {
    private let record = #"{"line":1,"object":"0x1","callback":"viewDidLoad()"}"#

    @Test("JSON Lines behind a BOM, a tab and blank lines is JSON Lines")
    func jsonBehindBOM() throws {
        var reader = TraceReader(LineReader(bytes: [0xEF, 0xBB, 0xBF] + Array("\n \t\n\t\(record)\n".utf8)))
        #expect(try reader.next()?.callback == "viewDidLoad()")
        #expect(reader.format == .jsonLines)
        #expect(reader.lifecycleLineCount == 1)
    }

    @Test("a console log whose first line starts with { is read as a console log, that line skipped")
    func braceConsole() throws {
        var reader = TraceReader(LineReader(text: "{ build started }\n<A: 0x1> viewDidLoad()\n"))
        #expect(try reader.next()?.object == "0x1")
        #expect(reader.format == .console)
        #expect(reader.skippedLineCount == 1)
        #expect(reader.firstLineNote == "invalid JSON")
    }

    @Test("console and jsonl are taken as told")
    func explicit() throws {
        var console = TraceReader(LineReader(text: record + "\n"), format: .console)
        #expect(try console.next() == nil)
        #expect(console.skippedLineCount == 1)
        var json = TraceReader(
            LineReader(text: "<A: 0x1> viewDidLoad()\n", name: "t.jsonl"), format: .jsonLines)
        #expect(throws: TraceInputError.notJSONLines(path: "t.jsonl", line: 1)) { try json.next() }
    }

    @Test("an overlong line counts as skipped; a huge number names the field")
    func countsAndNumbers() throws {
        var short = TraceReader(
            LineReader(
                bytes: Array((String(repeating: "x", count: 20) + "\ndeinit\n").utf8), maxLineLength: 10))
        #expect(try short.next()?.line == 2)
        #expect(short.skippedLineCount == 1)
        for number in ["99999999999999999999", "-9223372036854775809", "1e400", "1.5"] {
            var huge = TraceReader(
                LineReader(text: #"{"line":"# + number + #","callback":"deinit"}"#, name: "h.jsonl"),
                format: .jsonLines)
            #expect(
                throws: TraceInputError.malformedJSON(
                    path: "h.jsonl", line: 1,
                    reason: "\"line\" is \(number), not a whole number from -2^63 to 2^63-1")
            ) { try huge.next() }
        }
    }

    @Test("valid JSON nested deeper than the decoder reads is named as such, not as invalid")
    func deepNesting() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        var reader = TraceReader(
            LineReader(text: #"{"line":1,"callback":"deinit","extra":"# + deep + "}", name: "d.jsonl"),
            format: .jsonLines)
        #expect(
            throws: TraceInputError.malformedJSON(
                path: "d.jsonl", line: 1, reason: "nested more than 512 levels deep")
        ) { try reader.next() }
    }
}
