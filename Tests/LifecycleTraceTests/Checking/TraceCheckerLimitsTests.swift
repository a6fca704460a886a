// ViewLifecycle · LifecycleTraceTests

import Testing

@testable import LifecycleTrace

/// The checker's memory is bounded by objects, not lines: findings are kept up to a limit per
/// object lifetime and rule, the rest counted, and the summary stays exact.
struct TraceCheckerLimitsTests {
    @Test("the kept count of each rule fits the four bits the finding log packs it in")
    func limitFitsItsCounter() {
        #expect(TraceChecker.findingLimit < 16)
    }

    @Test("every line a breach: ten kept, the rest counted, counts exact")
    func findingLimit() {
        var checker = TraceChecker()
        checker.consume(TraceRecord(line: 1, object: "0x1", typeName: "A", callback: "viewDidLoad()"))
        for line in 2...1001 {
            checker.consume(TraceRecord(line: line, object: "0x1", callback: "viewDidDisappear(_:)"))
        }
        let report = checker.report()
        #expect(report.breachCount == 1000)
        #expect(report.findings.count == TraceChecker.findingLimit)
        #expect(
            report.omittedFindings == [
                TraceReport.Omission(
                    object: "0x1", typeName: "A", rule: .didWithoutWill, count: 990, firstLine: 12,
                    lastLine: 1001)
            ])
        let text = report.renderText().split(separator: "\n")
        #expect(text.count == 13)
        #expect(text[11] == "  lines 12…1001: [did-without-will] 990 more, not listed")
        #expect(text[12] == "1000 breaches, 0 notes, 1 object, 0 skipped lines")
    }

    @Test("each lifetime at a reused address has its own limit, and leaves the checker with its section")
    func limitPerAddress() {
        var checker = TraceChecker()
        for lifetime in 0..<2 {
            let base = lifetime * 100
            checker.consume(TraceRecord(line: base + 1, object: "0x1", callback: "init()"))
            checker.consume(TraceRecord(line: base + 2, object: "0x1", callback: "viewDidLoad()"))
            for line in 3...20 {
                checker.consume(
                    TraceRecord(line: base + line, object: "0x1", callback: "viewDidDisappear(_:)"))
            }
            checker.consume(TraceRecord(line: base + 21, object: "0x1", callback: "deinit"))
            let sections = checker.takeFinishedObjects()
            #expect(sections.map(\.findings.count) == [TraceChecker.findingLimit])
            #expect(
                sections.map(\.omittedFindings) == [
                    [
                        TraceReport.Omission(
                            object: "0x1", typeName: nil, rule: .didWithoutWill, count: 8,
                            firstLine: base + 13,
                            lastLine: base + 20)
                    ]
                ])
        }
        // Taken sections are counted, not repeated.
        let report = checker.report()
        #expect(report.objects == [])
        #expect(report.objectCount == 2)
        #expect(report.breachCount == 36)
    }

    @Test("make… calls pair first in, first out; beyond the queue's limit the oldest is reported unpaired")
    func makeQueue() {
        var checker = TraceChecker()
        let count = TraceChecker.MakeQueue.limit + 3
        for line in 1...count {
            checker.consume(TraceRecord(line: line, callback: "makeUIViewController(context:)"))
        }
        checker.consume(TraceRecord(line: count + 1, object: "0x1", callback: "init()"))
        let report = checker.report()
        // Three evicted as the queue overflowed, the fourth paired with 0x1, the rest unpaired at the end.
        #expect(report.breachCount == count - 1)
        #expect(report.findings.map(\.line) == [1, 2, 3] + Array(5...11))
        #expect(report.omittedFindings.first?.count == count - 1 - TraceChecker.findingLimit)
        #expect(report.omittedFindings.first?.lastLine == count)
    }
}
