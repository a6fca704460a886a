// ViewLifecycle · LifecycleTraceTests

import LifecycleTrace
import Testing

/// Once an object is freed its address can be reused: an `init` there starts a new object.
struct TraceAddressReuseTests {
    private let lines = [
        "<App.Screen: 0x10> init(nibName:bundle:)",
        "<App.Screen: 0x10> viewDidLoad()",
        "<App.Screen: 0x10> viewWillAppear(_:)",
        "<App.Screen: 0x10> viewDidAppear(_:)",
        "<App.Screen: 0x10> viewWillDisappear(_:)",
        "<App.Screen: 0x10> viewDidDisappear(_:)",
        "<App.Screen: 0x10> deinit",
        "<App.Screen: 0x10> init()",
        "<App.Screen: 0x10> viewDidLoad()",
        "<App.Screen: 0x10> viewWillAppear(_:)",
    ]

    private func records() -> [TraceRecord] {
        var parser = ConsoleLogParser()
        return lines.enumerated().compactMap { parser.parse($0.element, line: $0.offset + 1) }
    }

    @Test("the checker sees two lifetimes, not callbacks after deinit")
    func checker() {
        var checker = TraceChecker()
        records().forEach { checker.consume($0) }
        #expect(checker.report().findings == [])
        // Without the second init, line 9 follows a deinit.
        var strict = TraceChecker()
        records().filter { $0.line != 8 }.forEach { strict.consume($0) }
        #expect(strict.report().findings.map(\.rule) == [.callbackAfterDeinit, .callbackAfterDeinit])
    }

    @Test("the normalizer gives each lifetime its own lane and balancer")
    func normalizer() {
        var normalizer = TraceNormalizer()
        records().forEach { normalizer.consume($0) }
        let lanes = normalizer.finish()
        #expect(lanes.map(\.object) == ["0x10", "0x10"])
        #expect(lanes[1].steps.map(\.delivered) == [["load"], ["willAppear(animated: false)"]])
    }
}
