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

    @Test("callbacks after deinit at many addresses: ten listed, the rest one omission naming no object")
    func logOmissionNamesNoObject() {
        var checker = TraceChecker()
        for n in 1...12 {
            checker.consume(TraceRecord(line: 2 * n - 1, object: "0x\(n)", callback: "deinit"))
        }
        for n in 1...12 {
            checker.consume(
                TraceRecord(line: 30 + n, object: "0x\(n)", typeName: "A", callback: "viewDidLoad()"))
        }
        let report = checker.report()
        #expect(report.logFindings.map(\.object) == (1...10).map { "0x\($0)" })
        #expect(
            report.logOmittedFindings == [
                TraceReport.Omission(
                    object: nil, typeName: nil, rule: .callbackAfterDeinit, count: 2, firstLine: 41,
                    lastLine: 42)
            ])
        #expect(report.breachCount == 12)
        #expect(report.objectCount == 12)
    }

    @Test(
        "a free-form JSON object freed is remembered by name: called again it is a finding, initialised again a new lifetime"
    )
    func freeFormAddress() throws {
        let text = """
            {"line":1,"object":"screen-1","callback":"viewWillAppear(_:)"}
            {"line":2,"object":"screen-1","callback":"viewWillDisappear(_:)"}
            {"line":3,"object":"screen-1","callback":"deinit"}
            {"line":4,"object":"screen-1","callback":"viewDidLoad()"}
            {"line":5,"object":"screen-1","callback":"init()"}
            {"line":6,"object":"screen-1","callback":"viewDidLoad()"}
            """
        var reader = TraceReader(LineReader(text: text))
        var checker = TraceChecker()
        #expect(try checker.consumeUntilLifetimeEnds(from: &reader))
        let first = checker.takeFinishedObjects()
        #expect(
            first.map { $0.renderText() } == [
                "screen-1: 3 records, ends disappearing\n"
                    + "  line 2: [cancelled-transition] note: viewWillDisappear(_:) cancels the appearance viewWillAppear(_:) began at line 1 (legal in UIKit)\n"
                    + "  line 3: [deinit-while-appeared] deinit while disappearing (since viewWillDisappear(_:) at line 2); viewDidDisappear(_:) never came\n"
            ])
        #expect(try checker.consumeUntilLifetimeEnds(from: &reader) == false)
        let report = checker.report()
        #expect(
            report.renderText() == """
                screen-1: 2 records, ends hidden
                log:
                  line 4: [callback-after-deinit] viewDidLoad() of screen-1 after its deinit at line 3 (or the address was reused)
                2 breaches, 1 note, 2 objects, 0 skipped lines

                """)
    }
}
