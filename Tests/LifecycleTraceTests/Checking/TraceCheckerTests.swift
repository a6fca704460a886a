// ViewLifecycle · LifecycleTraceTests

import LifecycleTrace
import Testing

struct TraceCheckerTests {
    @Test("seed 000 names both controllers and the anomalies its author noticed")
    func seed000() throws {
        let report = try Seed.report()
        #expect(
            report.objects.map { "\($0.address) \($0.recordCount) \($0.finalPhase)" } == [
                "0x60000323fa90 2 hidden",  // first Coordinator: init(), deinit
                "0x7f88daee0370 10 visible",  // deinit came while visible (line 33)
                "0x60000323ff00 2 hidden",
                "0x7f88daee4c30 14 hidden",
            ])
        #expect(
            report.findings.map { "\($0.line) \($0.object ?? "-") \($0.rule.rawValue)" } == [
                // 9 viewWillAppear, 12 viewWillDisappear with no viewDidAppear between: cancelled.
                "12 0x7f88daee0370 cancelled-transition",
                // 3 and 16 are makeUIViewController(context:), paired with the inits at 4 and 17.
                "16 - multiple-controllers",
                // 0x…4c30: loadView at 18, but viewDidLoad only at 23, after 19 and 22.
                "19 0x7f88daee4c30 appearance-before-load",
                "22 0x7f88daee4c30 cancelled-transition",
                "22 0x7f88daee4c30 appearance-before-load",
                "23 0x7f88daee4c30 late-view-did-load",
                // 0x…0370: 28 viewDidDisappear (closing the cancelled transition), then 29 viewDidAppear.
                "29 0x7f88daee0370 did-appear-after-did-disappear",
                // 0x…0370 is still visible from 29 when it is freed at 33.
                "33 0x7f88daee0370 deinit-while-appeared",
                // 0x…4c30: 30 viewDidDisappear, then 34 viewDidAppear with no viewWillAppear.
                "34 0x7f88daee4c30 did-appear-after-did-disappear",
            ])
        #expect(report.breachCount == 6)
        #expect(report.noteCount == 3)
    }

    @Test("a did without its will, a second viewDidLoad and a callback after deinit are breaches")
    func breaches() {
        let report = check([
            "<A: 0x1> viewDidLoad()",
            "<A: 0x1> viewDidAppear(_:)",
            "<A: 0x1> viewDidDisappear(_:)",
            "<A: 0x1> viewDidLoad()",
            "<A: 0x1> deinit",
            "<A: 0x1> viewWillAppear(_:)",
        ])
        #expect(
            report.findings.map { "line \($0.line): [\($0.rule.rawValue)] \($0.message)" } == [
                "line 2: [did-without-will] viewDidAppear(_:) without viewWillAppear(_:) in this transition",
                "line 3: [did-without-will] viewDidDisappear(_:) without viewWillDisappear(_:) in this transition",
                "line 4: [view-did-load-twice] viewDidLoad() again; it was called at line 1",
                "line 6: [callback-after-deinit] viewWillAppear(_:) of 0x1 after its deinit at line 5 (or the address was reused)",
            ])
    }

    @Test("a make call with no new object after it is reported, not guessed at")
    func unpairedMake() {
        let report = check([
            "<A: 0x1> init()",
            "makeUIViewController(context:)",
            "<A: 0x1> viewDidLoad()",
        ])
        #expect(
            report.findings.map { "line \($0.line): [\($0.rule.rawValue)] \($0.message)" } == [
                "line 2: [unpaired-make] makeUIViewController(context:) is not followed by a newly initialised object it can be paired with"
            ])
    }

    @Test("a disappearance reversed by viewWillAppear is a note, and init() after deinit is a new object")
    func reversedDisappearance() {
        let report = check([
            "<A: 0x1> viewDidLoad()", "<A: 0x1> viewWillAppear(_:)", "<A: 0x1> viewDidAppear(_:)",
            "<A: 0x1> viewWillDisappear(_:)", "<A: 0x1> viewWillAppear(_:)", "<A: 0x1> viewDidAppear(_:)",
            "<A: 0x1> viewWillDisappear(_:)", "<A: 0x1> viewDidDisappear(_:)", "<A: 0x1> deinit",
            "<A: 0x1> init()", "<A: 0x1> viewDidLoad()",
        ])
        #expect(
            report.findings.map { "line \($0.line): [\($0.rule.rawValue)] \($0.message)" } == [
                "line 5: [cancelled-transition] viewWillAppear(_:) reverses the disappearance viewWillDisappear(_:) began at line 4 (legal in UIKit)"
            ])
        #expect(report.findings.map(\.severity) == [.note])
    }

    @Test("many controllers from makeUIViewController(context:) make one note naming the first four")
    func manyControllers() {
        let lines = (1...6).flatMap { ["makeUIViewController(context:)", "<A: 0x\($0)> init()"] }
        #expect(
            check(lines).findings.map { "line \($0.line): [\($0.rule.rawValue)] \($0.message)" } == [
                "line 3: [multiple-controllers] 6 controllers were made by makeUIViewController(context:) (0x1, 0x2, 0x3, 0x4, …)"
            ])
    }

    @Test("addresses that differ only in leading zeros or letter case are different objects")
    func addressesAsWritten() {
        let report = check([
            "<A: 0x10> viewDidLoad()",
            "<A: 0x010> viewDidLoad()",
            "<A: 0xab> viewDidLoad()",
            "<A: 0xAB> viewDidLoad()",
            "<A: 0x10> viewWillAppear(_:)",
            "<A: 0xab> viewWillAppear(_:)",
            "<A: 0x10000000000000000> viewDidLoad()",
        ])
        #expect(
            report.objects.map { "\($0.address) \($0.recordCount) \($0.finalPhase)" } == [
                "0x10 2 appearing",
                "0x010 1 hidden",
                "0xab 2 appearing",
                "0xAB 1 hidden",
                "0x10000000000000000 1 hidden",
            ])
        #expect(report.findings.isEmpty)
    }

    /// The report on `lines`, which must be the same whether the checker is fed records or
    /// reads the log itself with `consume(contentsOf:)`.
    private func check(_ lines: [String]) -> TraceReport {
        var parser = ConsoleLogParser()
        var checker = TraceChecker()
        for (index, line) in lines.enumerated() {
            if let record = parser.parse(line, line: index + 1) { checker.consume(record) }
        }
        var reader = TraceReader(LineReader(text: lines.joined(separator: "\n")))
        var streaming = TraceChecker()
        #expect(throws: Never.self) { try streaming.consume(contentsOf: &reader) }
        #expect(streaming.report() == checker.report())
        return checker.report()
    }
}
