// ViewLifecycle · LifecycleTraceTests

import Foundation
import Testing

@testable import LifecycleTrace

struct TraceNormalizerTests {
    @Test("seed 000 normalized: what the balancer delivers per controller, line by line")
    func seed000() throws {
        var normalizer = TraceNormalizer()
        for record in try Seed.records() { normalizer.consume(record) }
        // The coordinators get no view-controller callbacks, so they have no lane.
        #expect(
            normalizer.renderText() == """
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
        let lanes = try JSONDecoder().decode(
            [TraceNormalizer.Lane].self, from: Data(normalizer.renderJSON().utf8))
        #expect(lanes == normalizer.lanes)
    }
}
