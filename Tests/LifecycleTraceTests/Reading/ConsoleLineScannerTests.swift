// ViewLifecycle · LifecycleTraceTests

import LifecycleCore
import Testing

@testable import LifecycleTrace

/// The one-pass reader of common lines must read every line it accepts exactly as the general
/// path does: it decides speed, never results.
struct ConsoleLogParserFastPathTests {
    @Test(
        "common lines, prefixed or not, are read by the fast path as the general path reads them",
        arguments: [
            "<__lldb_expr_90.SampleUIViewController: 0x7f88daee0370> viewDidLoad()",
            "<_TtCV14__lldb_expr_9010SampleView11Coordinator: 0x60000323fa90> init()",
            "2026-12-02 10:00:00.123456+0900 App[123:4567] <A: 0x1> viewWillAppear(_:) animated: true",
            "  <A: B: 0xAB>\tinit(nibName:bundle:) (animated: false)  ",
        ])
    func acceptedWithObject(line: String) throws {
        var fast = ConsoleLogParser()
        var general = ConsoleLogParser()
        let read = fast.readCommonLine(line)
        let parsed = general.parseOtherLine(line, line: 7)
        let common = try #require(read)
        let record = try #require(parsed)
        #expect(common.callback.name == record.callback)
        #expect(common.callback.raw == RawCallback(callback: record.callback, animated: false))
        #expect(common.animated == record.animated)
        #expect(common.hasObject)
        #expect(fast.lastAddress.string == record.object)
        #expect(fast.lastTypeName.readable == record.typeName)
    }

    @Test(
        "bare common callbacks are read by the fast path; other bare names are left to the general path",
        arguments: [
            ("makeUIViewController(context:)", "makeUIViewController(context:) -"),
            ("2026-12-02 10:00:00.123456+0900 App[1:2] deinit animated: true", "deinit true"),
            ("  makeCoordinator()\t", "makeCoordinator() -"),
            ("makeUIView(context:)", "general"), ("dismantleUIView(_:coordinator:)", "general"),
        ])
    func bare(line: String, expected: String) {
        var parser = ConsoleLogParser()
        let common = parser.readCommonLine(line)
        let described = common.map { "\($0.callback.name) \($0.animated.map { "\($0)" } ?? "-")" }
        #expect(described ?? "general" == expected)
        #expect(common?.hasObject != true)
        #expect(parser.parse(line, line: 1)?.object == nil)
    }

    @Test(
        "lines of any other shape are left to the general path",
        arguments: [
            "", "   ", "x", "<A: > viewDidLoad()", "<A: 0x> viewDidLoad()",
            "<: 0x1> viewDidLoad()", "<A: 0xZZ> viewDidLoad()", "<A: 0x1>", "<A: 0x1> viewDidLoad(",
            "hello <A: 0x1> viewDidLoad()",
        ])
    func declined(line: String) {
        var parser = ConsoleLogParser()
        let common = parser.readCommonLine(line)
        #expect(common == nil)
    }

    @Test("an empty address is never taken for the last one, which starts out empty")
    func emptyAddressAfterNone() {
        var parser = ConsoleLogParser()
        let record = parser.parse("<A: > viewDidLoad()", line: 1)
        #expect(record == nil)
        #expect(parser.skippedLineCount == 1)
    }

    @Test("20,000 fuzzed lines parse to the same records and counts with and without the fast path")
    func fuzzed() {
        var fuzzer = LogLineFuzzer(seed: 0xFA57)
        var withFastPath = ConsoleLogParser()
        var generalOnly = ConsoleLogParser()
        var accepted = 0
        for (index, line) in fuzzer.lines(20_000).enumerated() {
            let record = withFastPath.parse(line, line: index + 1)
            let expected = generalOnly.parseOtherLine(line, line: index + 1)
            #expect(record == expected, "line \(index + 1): \(line)")
            if record != nil { accepted += 1 }
        }
        #expect(withFastPath.skippedLineCount == generalOnly.skippedLineCount)
        #expect(withFastPath.blankLineCount == generalOnly.blankLineCount)
        // The fuzzer must exercise both outcomes, or the comparison proves little.
        #expect(accepted > 5_000)
        #expect(generalOnly.skippedLineCount > 5_000)
    }
}
