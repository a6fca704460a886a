// ViewLifecycle · LifecycleTraceTests

import LifecycleTrace
import Testing

struct ConsoleLogParserTests {
    @Test(
        "lifecycle lines become records",
        arguments: [
            (
                "<__lldb_expr_90.SampleUIViewController: 0x7f88daee0370> viewDidLoad()",
                "0x7f88daee0370 __lldb_expr_90.SampleUIViewController viewDidLoad() -"
            ),
            (
                "<_TtCV14__lldb_expr_9010SampleView11Coordinator: 0x60000323fa90> init()",
                "0x60000323fa90 __lldb_expr_90.SampleView.Coordinator init() -"
            ),
            ("<Coordinator: 0x000055edd365d9b0> init()", "0x000055edd365d9b0 Coordinator init() -"),
            ("makeUIViewController(context:)", "- - makeUIViewController(context:) -"),
            ("dismantleUIView(_:coordinator:)", "- - dismantleUIView(_:coordinator:) -"),
            ("deinit", "- - deinit -"),
            ("<A: 0x1> deinit", "0x1 A deinit -"),
            ("<A: 0x1> viewWillAppear(_:) animated: true", "0x1 A viewWillAppear(_:) true"),
            ("<A: 0x1> viewDidDisappear(_:) (animated: false)", "0x1 A viewDidDisappear(_:) false"),
            (
                "2026-12-02 10:00:00.123456+0900 App[123:4567] <A: 0x1> viewDidLoad()",
                "0x1 A viewDidLoad() -"
            ),
            ("2026-12-02 10:00:00.123456+0900 App[123:4567] makeCoordinator()", "- - makeCoordinator() -"),
        ])
    func recognised(line: String, expected: String) throws {
        var parser = ConsoleLogParser()
        let parsed = parser.parse(line, line: 3)
        let record = try #require(parsed)
        let animated = record.animated.map { "\($0)" } ?? "-"
        #expect(
            "\(record.object ?? "-") \(record.typeName ?? "-") \(record.callback) \(animated)" == expected)
        #expect(record.line == 3)
        #expect(record.text == line)
        #expect(parser.skippedLineCount == 0)
    }

    @Test(
        "a mangled-looking name that is not one is kept as printed, so its console form reads back the same")
    func notQuiteMangled() throws {
        // Found by the Trace fuzzer: `_TtGC3 (p3BoxSS_` demangled to ` (p.Box<Swift.String>`,
        // whose leading space the reader trims when the record is printed and read again.
        var parser = ConsoleLogParser()
        let parsed = parser.parse("<_TtGC3 (p3BoxSS_: 0x2> init()", line: 1)
        let record = try #require(parsed)
        #expect(record.typeName == "_TtGC3 (p3BoxSS_")
        let reparsed = parser.parse(record.consoleLine, line: 2)
        let again = try #require(reparsed)
        #expect(again.typeName == record.typeName && again.object == "0x2" && again.callback == "init()")
    }

    @Test(
        "other lines are skipped and counted, never fatal",
        arguments: [
            "Hello, world", "viewDidLoad", "<A: 0x1>", "<A: 0xZZ> viewDidLoad()", "<A 0x1> viewDidLoad()",
            "foo(bar)", "2026-12-02 10:00:00.1 App[123:4567] hello", "[1:2] viewDidLoad() and more",
        ])
    func skipped(line: String) {
        var parser = ConsoleLogParser()
        let record = parser.parse(line, line: 1)
        #expect(record == nil)
        #expect(parser.skippedLineCount == 1)
        #expect(parser.blankLineCount == 0)
    }

    @Test("blank lines are counted apart from skipped ones")
    func blank() {
        var parser = ConsoleLogParser()
        let records = [parser.parse("", line: 1), parser.parse(" \t", line: 2)]
        #expect(records == [nil, nil])
        #expect(parser.blankLineCount == 2)
        #expect(parser.skippedLineCount == 0)
    }
}
