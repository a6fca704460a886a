// ViewLifecycle · LifecycleTraceTests

import LifecycleCore
import Testing

@testable import LifecycleTrace

/// The scanner is the one reader of the console-line grammar; ``ReferenceConsoleGrammar`` is the
/// same grammar written plainly, and the two must agree on every line.
struct ConsoleLineScannerTests {
    @Test(
        "each kind of line is described exactly",
        arguments: [
            (
                "<__lldb_expr_90.SampleUIViewController: 0x7f88daee0370> viewDidLoad()",
                "object 0x7f88daee0370 __lldb_expr_90.SampleUIViewController viewDidLoad() -"
            ),
            (
                "<_TtCV14__lldb_expr_9010SampleView11Coordinator: 0x60000323fa90> init()",
                "object 0x60000323fa90 __lldb_expr_90.SampleView.Coordinator init() -"
            ),
            (
                "2026-12-02 10:00:00.123456+0900 App[123:4567] <A: 0x1> viewWillAppear(_:) animated: true",
                "object 0x1 A viewWillAppear(_:) true"
            ),
            (
                "  <A: B: 0xAB>\tinit(nibName:bundle:) (animated: false)  ",
                "object 0xAB A: B init(nibName:bundle:) false"
            ),
            ("<A: 0x1> customCallback", "object 0x1 A customCallback -"),
            ("makeUIViewController(context:)", "bare makeUIViewController(context:) -"),
            ("2026-12-02 10:00:00.123456+0900 App[1:2] deinit animated: true", "bare deinit true"),
            ("dismantleUIView(_:coordinator:)", "bare dismantleUIView(_:coordinator:) -"),
            ("", "blank"), (" \t", "blank"), ("2026-12-02 10:00:00.1 App[1:2] ", "blank"),
            ("customCallback", "other"), ("<A: 0x> viewDidLoad()", "other"),
            ("<A: 0xZZ> viewDidLoad()", "other"),
            ("<: 0x1> viewDidLoad()", "other"), ("<A: 0x1>", "other"), ("<A: 0x1> viewDidLoad(", "other"),
            ("hello <A: 0x1> viewDidLoad()", "other"),
            (
                "<MyApp.Box<MyApp.Item>: 0x1> viewDidLoad()",
                "object 0x1 MyApp.Box<MyApp.Item> viewDidLoad() -"
            ),
            ("<A<B<C>, D>: 0x2> init()", "object 0x2 A<B<C>, D> init() -"),
            ("<A<(Int) -> Void>: 0x3> deinit", "object 0x3 A<(Int) -> Void> deinit -"),
            (
                "<_TtGC5MyApp3BoxSS_: 0x4> viewWillAppear(_:)",
                "object 0x4 MyApp.Box<Swift.String> viewWillAppear(_:) -"
            ),
            ("<A<B: 0x5> viewDidLoad()", "other"),
            ("2026-12-02 10:00:00.123 App[123] <A: 0x1> viewDidLoad()", "object 0x1 A viewDidLoad() -"),
            ("2026-12-02 10:00:00.123 App[123:4a] [Lifecycle] <A: 0x1> deinit", "object 0x1 A deinit -"),
            (
                "2026-12-02 10:00:00.123 Df App[1:2] (UIKitCore) [com.app:ui] <A: 0x1> deinit",
                "object 0x1 A deinit -"
            ),
            (
                "2026-12-02 10:00:00.123456+0900 0x2a9b3    Default     0x0                  4321   0    App: <A: 0x1> init()",
                "object 0x1 A init() -"
            ),
            (
                "2026-12-02 10:00:00.1 0x2a Info 0x0 4321 0 My App: (Lib) [s:c] makeCoordinator()",
                "bare makeCoordinator() -"
            ),
            ("default\t10:00:00.123456+0900\tApp\t<A: 0x1> viewDidLoad()", "object 0x1 A viewDidLoad() -"),
            ("Error\t10:00:00\tApp\tdeinit", "bare deinit -"),
            ("2026-12-02 10:00:00 x [1] viewDidLoad()", "other"),
            ("2026-12-02 10:00:00 App[1]x viewDidLoad()", "other"),
            ("2026-12-02 10:00:00 no brackets viewDidLoad()", "other"),
        ])
    func described(line: String, expected: String) {
        var scanner = ConsoleLineScanner()
        #expect(describe(scanner.scan(line, number: 1)) == expected)
    }

    @Test("a line carries its number, its text and the callback its name stands for, from the one table")
    func callbackLine() throws {
        var scanner = ConsoleLineScanner()
        let text = "<A: 0x1> viewIsAppearing(_:) animated: true"
        guard case .callback(let line) = scanner.scan(text, number: 7) else {
            Issue.record("not a lifecycle line")
            return
        }
        #expect(line.number == 7)
        #expect(line.text == text)
        #expect(line.callback.raw == .viewIsAppearing(animated: false))
        let record = line.record()
        #expect(
            record
                == TraceRecord(
                    line: 7, object: "0x1", typeName: "A", callback: "viewIsAppearing(_:)", animated: true,
                    text: text))
        #expect(describe(scanner.scan("<A: 0x1> loadView()", number: 8)) == "object 0x1 A loadView() -")
    }

    @Test("the last object's strings are reused, but each line keeps its own type name and address")
    func lastObject() {
        var scanner = ConsoleLineScanner()
        let lines = [
            "<A: 0x1> init()", "<B: 0x1> viewDidLoad()", "<B: 0x2> deinit", "<B: 0x2> deinit", "<B: > deinit",
        ]
        #expect(
            lines.map { describe(scanner.scan($0, number: 1)) } == [
                "object 0x1 A init() -", "object 0x1 B viewDidLoad() -", "object 0x2 B deinit -",
                "object 0x2 B deinit -", "other",
            ])
    }

    @Test("an empty address is never taken for the last one, which starts out empty")
    func emptyAddressAfterNone() {
        var parser = ConsoleLogParser()
        let record = parser.parse("<A: > viewDidLoad()", line: 1)
        #expect(record == nil)
        #expect(parser.skippedLineCount == 1)
    }

    @Test("seed 000 and 20,000 fuzzed lines are read as the reference grammar reads them")
    func agreesWithReference() throws {
        var fuzzer = LogLineFuzzer(seed: 0xFA57)
        let seedText = try String(contentsOfFile: Seed.path, encoding: .utf8)
        let lines =
            seedText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            + fuzzer.lines(20_000)
        var scanner = ConsoleLineScanner()
        var counts = (callbacks: 0, blank: 0, other: 0)
        for (index, line) in lines.enumerated() {
            let reading = ReferenceConsoleGrammar.read(line)
            #expect(reference(scanner.scan(line, number: index + 1)) == reading, "line \(index + 1): \(line)")
            switch reading {
            case .callback: counts.callbacks += 1
            case .blank: counts.blank += 1
            case .other: counts.other += 1
            }
        }
        // The lines must exercise every outcome, or the agreement proves little.
        #expect(counts.callbacks > 5_000)
        #expect(counts.blank > 500)
        #expect(counts.other > 5_000)
    }

    private func reference(_ line: consuming ConsoleLine) -> ReferenceConsoleGrammar.Reading {
        switch consume line {
        case .callback(let line):
            .callback(
                object: line.object, typeName: line.typeName, name: line.callback.name,
                animated: line.animated)
        case .blank: .blank
        case .other: .other
        }
    }

    private func describe(_ line: consuming ConsoleLine) -> String {
        switch consume line {
        case .callback(let line):
            [
                line.object.map { "object \($0) \(line.typeName ?? "-")" } ?? "bare", line.callback.name,
                line.animated.map { "\($0)" } ?? "-",
            ].joined(separator: " ")
        case .blank: "blank"
        case .other: "other"
        }
    }
}
