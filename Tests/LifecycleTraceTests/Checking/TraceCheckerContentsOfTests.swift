// ViewLifecycle · LifecycleTraceTests

import LifecycleTrace
import Testing

/// `consume(contentsOf:)` reads common console lines without building records; its report must
/// be the one a record-by-record run gives, on any input.
struct TraceCheckerContentsOfTests {
    @Test("seed 000 gives the same report either way")
    func seed000() throws {
        var reader = TraceReader(try LineReader(path: Seed.path))
        var checker = TraceChecker()
        try checker.consume(contentsOf: &reader)
        let report = checker.report()
        #expect(report.findings == (try Seed.report()).findings)
        #expect(report.objects == (try Seed.report()).objects)
        #expect(report.skippedLineCount == 0)
        #expect(reader.blankLineCount == 2)
        #expect(reader.format == .console)
    }

    @Test("fuzzed logs give the same report, findings and counts either way", arguments: 1...8)
    func fuzzed(seed: UInt64) throws {
        var fuzzer = LogLineFuzzer(seed: seed)
        // A first line that fixes the console format, as a log's first lifecycle line would.
        let text = (["<A: 0x1> init()"] + fuzzer.lines(3_000)).joined(separator: "\n")
        let (expected, expectedReader) = try recordByRecord(text)
        var reader = TraceReader(LineReader(text: text))
        var checker = TraceChecker()
        try checker.consume(contentsOf: &reader)
        let report = checker.report()
        #expect(report.objects == expected.objects)
        #expect(report.findings == expected.findings)
        #expect(report.skippedLineCount == expectedReader.skippedLineCount)
        #expect(reader.skippedLineCount == expectedReader.skippedLineCount)
        #expect(reader.blankLineCount == expectedReader.blankLineCount)
        #expect(report.findings.count > 50)
    }

    @Test("a JSON Lines trace is read record by record, and a bad line still throws")
    func jsonLines() throws {
        let text = """
            {"line":1,"object":"0x1","typeName":"A","callback":"viewDidAppear(_:)"}
            {"line":2,"object":"screen-1","callback":"viewDidLoad()"}
            {"line":3,"object":"0x1","callback":"deinit"}
            """
        var reader = TraceReader(LineReader(text: text))
        var checker = TraceChecker()
        try checker.consume(contentsOf: &reader)
        #expect(checker.report() == (try recordByRecord(text)).report)
        #expect(
            checker.report().findings.map(\.rule) == [.didWithoutWill, .deinitWhileAppeared])
        var broken = TraceReader(LineReader(text: text + "\n{", name: "t.jsonl"))
        var other = TraceChecker()
        #expect(throws: TraceInputError.malformedJSON(path: "t.jsonl", line: 4, reason: "invalid JSON")) {
            try other.consume(contentsOf: &broken)
        }
    }

    private func recordByRecord(_ text: String) throws -> (report: TraceReport, reader: TraceReader) {
        var reader = TraceReader(LineReader(text: text))
        var checker = TraceChecker()
        while let record = try reader.next() { checker.consume(record) }
        return (checker.report(), reader)
    }
}
