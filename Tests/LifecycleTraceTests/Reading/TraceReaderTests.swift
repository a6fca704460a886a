// ViewLifecycle · LifecycleTraceTests

import LifecycleTrace
import Testing

struct TraceReaderTests {
    @Test("seed 000 is a console log of 36 records with 2 blank lines and none skipped")
    func seed000() throws {
        var reader = TraceReader(try LineReader(path: Seed.path))
        var lines: [Int] = []
        while let record = try reader.next() { lines.append(record.line) }
        #expect(reader.format == .console)
        #expect(lines == Array(1...12) + Array(14...26) + Array(28...38))
        #expect(reader.blankLineCount == 2)
        #expect(reader.skippedLineCount == 0)
    }

    @Test("a first non-blank line starting with { makes the input JSON Lines")
    func jsonLines() throws {
        let text = "\n" + #"{"line":5,"callback":"deinit"}"# + "\n\nnot json\n"
        var reader = TraceReader(LineReader(text: text, name: "t.jsonl"))
        let first = try reader.next()
        #expect(first == TraceRecord(line: 5, callback: "deinit"))
        #expect(reader.format == .jsonLines)
        #expect(throws: TraceInputError.malformedJSON(path: "t.jsonl", line: 4, reason: "invalid JSON")) {
            try reader.next()
        }
        #expect(reader.blankLineCount == 2)
    }

    @Test("unknown console lines are skipped and counted")
    func skipped() throws {
        var reader = TraceReader(LineReader(text: "hello\nmakeCoordinator()\nworld"))
        let records = [try reader.next(), try reader.next()]
        #expect(records.map { $0?.callback } == ["makeCoordinator()", nil])
        #expect(reader.skippedLineCount == 2)
        #expect(reader.format == .console)
    }

    @Test("an empty input has no records and no format")
    func empty() throws {
        var reader = TraceReader(LineReader(text: ""))
        let record = try reader.next()
        #expect(record == nil)
        #expect(reader.format == .auto)
    }
}
