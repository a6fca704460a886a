// ViewLifecycle · LifecycleTraceTests

import Testing

@testable import LifecycleTrace

/// The checker hands each object's section over when its `deinit` is read, so `lifecycle check`
/// prints it then and keeps nothing of it but its counts.
struct TraceCheckerStreamingTests {
    private let log = """
        <A: 0x1> init()
        <B: 0x2> init()
        <B: 0x2> viewDidAppear(_:)
        <B: 0x2> deinit
        <C: 0x3> viewDidLoad()
        <A: 0x1> deinit
        <A: 0x1> viewDidLoad()
        <C: 0x3> viewWillAppear(_:)
        """

    @Test("each lifetime's section comes when its deinit is read; the live ones come last, first seen first")
    func sectionsInOrderOfEnding() throws {
        var reader = TraceReader(LineReader(text: log))
        var checker = TraceChecker()
        // Stops after line 4, 0x2's deinit.
        #expect(try checker.consumeUntilLifetimeEnds(from: &reader))
        let first = checker.takeFinishedObjects()
        #expect(first.map(\.address) == ["0x2"])
        #expect(first.first?.findings.map(\.rule) == [.didWithoutWill, .deinitWhileAppeared])
        // Stops after line 6, 0x1's deinit.
        #expect(try checker.consumeUntilLifetimeEnds(from: &reader))
        #expect(checker.takeFinishedObjects().map { "\($0.address) \($0.recordCount)" } == ["0x1 2"])
        // Line 7 names the freed 0x1 with no initializer: a finding about the log, no new lifetime.
        #expect(try checker.consumeUntilLifetimeEnds(from: &reader) == false)
        let report = checker.report()
        #expect(report.objects.map { "\($0.address) \($0.finalPhase)" } == ["0x3 appearing"])
        #expect(
            report.renderTextEnding() == """
                log:
                  line 7: [callback-after-deinit] viewDidLoad() of 0x1 after its deinit at line 6 (or the address was reused)
                3 breaches, 0 notes, 3 objects, 0 skipped lines

                """)
        #expect(report.logFindings.first?.object == "0x1")
        #expect(report.logFindings.first?.typeName == "A")
    }

    @Test("the sections taken one by one and the ending print the text and JSON a whole report prints")
    func streamedOutputIsTheWholeReport() throws {
        var reader = TraceReader(LineReader(text: log))
        var streaming = TraceChecker()
        var sections: [TraceReport.Object] = []
        while try streaming.consumeUntilLifetimeEnds(from: &reader) {
            sections += streaming.takeFinishedObjects()
        }
        let ending = streaming.report()
        sections += ending.objects
        var whole = TraceChecker()
        var again = TraceReader(LineReader(text: log))
        try whole.consume(contentsOf: &again)
        let report = whole.report()
        #expect(report.objects == sections)
        #expect(sections.map { $0.renderText() }.joined() + ending.renderTextEnding() == report.renderText())
        #expect(
            TraceReport.jsonOpening + sections.map { $0.renderJSON() }.joined(separator: ",")
                + ending.renderJSONEnding() == report.renderJSON())
    }

    @Test("100,000 short lifetimes at distinct addresses reuse one entry and leave nothing once taken")
    func stateLeavesWithTheSection() throws {
        var checker = TraceChecker()
        for n in 0..<100_000 {
            let address = "0x\(String(n + 1, radix: 16))"
            checker.consume(TraceRecord(line: 2 * n + 1, object: address, callback: "viewDidLoad()"))
            checker.consume(TraceRecord(line: 2 * n + 2, object: address, callback: "deinit"))
            if n % 1000 == 999 { _ = checker.takeFinishedObjects() }
        }
        #expect(checker.states.count == 1)
        #expect(checker.freeIndices == [0])
        #expect(checker.finished.isEmpty)
        #expect(checker.report().objectCount == 100_000)
    }
}
