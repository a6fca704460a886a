// ViewLifecycle · LifecycleTraceTests

import Foundation
import Testing

@testable import LifecycleTrace

struct TraceNormalizerTests {
    @Test("seed 000 normalized: what the balancer delivers per controller, line by line")
    func seed000() throws {
        var normalizer = TraceNormalizer()
        var finishedAt: [Int: [String]] = [:]
        for record in try Seed.records() {
            normalizer.consume(record)
            let finished = normalizer.takeFinishedLanes()
            if !finished.isEmpty { finishedAt[record.line] = finished.map(\.object) }
        }
        // Each lane is handed over at its object's deinit.
        #expect(finishedAt == [33: ["0x7f88daee0370"], 38: ["0x7f88daee4c30"]])
        var replay = TraceNormalizer()
        for record in try Seed.records() { replay.consume(record) }
        // The coordinators get no view-controller callbacks, so they have no lane.
        #expect(
            replay.finish().map { $0.renderText() }.joined() == """
                __lldb_expr_90.SampleUIViewController 0x7f88daee0370
                  line 6: viewDidLoad() -> load
                  line 9: viewWillAppear(_:) -> willAppear(animated: false)
                  line 12: viewWillDisappear(_:) -> willDisappear(animated: false)
                  line 28: viewDidDisappear(_:) -> didDisappear(animated: false)
                  line 29: viewDidAppear(_:) -> willAppear(animated: false) (synthesized), didAppear(animated: false)
                  line 33: deinit -> willDisappear(animated: false) (synthesized), didDisappear(animated: false) (synthesized)
                __lldb_expr_90.SampleUIViewController 0x7f88daee4c30
                  line 19: viewWillAppear(_:) -> load (synthesized), willAppear(animated: false)
                  line 22: viewWillDisappear(_:) -> willDisappear(animated: false)
                  line 23: viewDidLoad() -> dropped
                  line 30: viewDidDisappear(_:) -> didDisappear(animated: false)
                  line 34: viewDidAppear(_:) -> willAppear(animated: false) (synthesized), didAppear(animated: false)
                  line 35: viewWillDisappear(_:) -> willDisappear(animated: false)
                  line 36: viewDidDisappear(_:) -> didDisappear(animated: false)
                  line 38: deinit -> nothing (already hidden)

                """)
    }

    @Test("consume returns each step as it happens, and the JSON holds the lanes")
    func streamingAndJSON() throws {
        var normalizer = TraceNormalizer()
        let step = normalizer.consume(
            TraceRecord(line: 7, object: "0x1", callback: "viewDidAppear(_:)", animated: true))
        #expect(
            step
                == TraceNormalizer.Step(
                    line: 7, callback: "viewDidAppear(_:)",
                    delivered: ["load", "willAppear(animated: true)", "didAppear(animated: true)"],
                    synthesized: [true, true, false]))
        let ignored = normalizer.consume(TraceRecord(line: 8, callback: "makeCoordinator()"))
        #expect(ignored == nil)
        let lanes = normalizer.finish()
        #expect(
            lanes.map { $0.renderJSON() } == [
                #"{"object":"0x1","steps":[{"callback":"viewDidAppear(_:)","delivered":["load","willAppear(animated: true)","#
                    + #""didAppear(animated: true)"],"line":7,"synthesized":[true,true,false]}]}"#
            ])
        let decoded = try JSONDecoder().decode(
            TraceNormalizer.Lane.self, from: Data(lanes[0].renderJSON().utf8))
        #expect(decoded == lanes[0])
    }

    @Test("a long-lived object is handed over in parts of partLimit steps, later parts marked continued")
    func parts() throws {
        var normalizer = TraceNormalizer()
        var parts: [TraceNormalizer.Lane] = []
        for line in 1...(TraceNormalizer.partLimit + 2) {
            let callback = line.isMultiple(of: 2) ? "viewWillDisappear(_:)" : "viewWillAppear(_:)"
            normalizer.consume(TraceRecord(line: line, object: "0x1", callback: callback))
            parts += normalizer.takeFinishedLanes()
        }
        #expect(parts.map(\.steps.count) == [TraceNormalizer.partLimit])
        parts += normalizer.finish()
        #expect(parts.map(\.steps.count) == [TraceNormalizer.partLimit, 2])
        #expect(parts.map(\.isContinued) == [nil, true])
        #expect(parts[1].renderText().hasPrefix("0x1 (continued)\n  line 4097: viewWillAppear(_:) -> "))
    }

    @Test(
        "interleaved long-lived objects share the limit: each is handed over in the order its held steps began"
    )
    func interleavedParts() {
        var normalizer = TraceNormalizer()
        var parts: [TraceNormalizer.Lane] = []
        for line in 1...TraceNormalizer.partLimit {
            let callback = (line / 2).isMultiple(of: 2) ? "viewWillAppear(_:)" : "viewWillDisappear(_:)"
            normalizer.consume(
                TraceRecord(line: line, object: line.isMultiple(of: 2) ? "0x2" : "0x1", callback: callback))
            parts += normalizer.takeFinishedLanes()
        }
        let half = TraceNormalizer.partLimit / 2
        #expect(
            parts.map { "\($0.object) \($0.steps.count) \($0.isContinued == true)" } == [
                "0x1 \(half) false", "0x2 \(half) false",
            ])
        normalizer.consume(
            TraceRecord(line: TraceNormalizer.partLimit + 1, object: "0x2", callback: "deinit"))
        #expect(
            normalizer.takeFinishedLanes().map { "\($0.object) \($0.steps.count) \($0.isContinued == true)" }
                == ["0x2 1 true"])
    }

    @Test("short lifetimes beside a long-lived one leave the list of holding lanes bounded")
    func holdingStaysBounded() {
        var normalizer = TraceNormalizer()
        normalizer.consume(TraceRecord(line: 1, object: "0x1", callback: "viewDidLoad()"))
        for n in 0..<(5 * TraceNormalizer.partLimit) {
            let address = "0x\(String(n + 2, radix: 16))"
            normalizer.consume(TraceRecord(line: 2 * n + 2, object: address, callback: "viewDidLoad()"))
            normalizer.consume(TraceRecord(line: 2 * n + 3, object: address, callback: "deinit"))
        }
        #expect(normalizer.holding.count <= 2 * TraceNormalizer.partLimit)
        #expect(normalizer.takeFinishedLanes().count == 5 * TraceNormalizer.partLimit)
        #expect(normalizer.finish().map { "\($0.object) \($0.steps.count)" } == ["0x1 1"])
    }

    @Test("control characters from the input are escaped in the text, one line per step")
    func escaping() {
        var normalizer = TraceNormalizer()
        normalizer.consume(
            TraceRecord(line: 1, object: "0x1\n\u{1B}[2J", typeName: "A\rB", callback: "viewDidLoad()"))
        #expect(
            normalizer.finish().map { $0.renderText() } == [
                "A\\rB 0x1\\n\\u{1B}[2J\n  line 1: viewDidLoad() -> load\n"
            ])
    }
}
