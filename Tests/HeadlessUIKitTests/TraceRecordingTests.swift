// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import LifecycleTrace
import Testing

/// A controller whose overrides skip `super`: the trace must see the calls anyway.
final class SilentViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {}
    override func viewIsAppearing(_ animated: Bool) {}
    override func viewDidAppear(_ animated: Bool) {}
    override func viewWillDisappear(_ animated: Bool) {}
    override func viewDidDisappear(_ animated: Bool) {}
}

// Source: issue 3 item 5 (every callback recorded at the call site, so overrides that skip super
// are still seen) and item 1 (`description` prints `<Module.TypeName: 0xADDRESS>`, like seed 000's
// log `<__lldb_expr_90.SampleUIViewController: 0x7f88daee0370>`).
@Suite(.serialized, .headlessWorld) @MainActor struct TraceRecordingTests {
    static let appearance: Set<String> = [
        "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
        "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]

    @Test("a controller's description prints its module, type and address")
    func description() {
        _ = Log.start()
        let silent = SilentViewController()
        let text = String(describing: silent)
        #expect(text.wholeMatch(of: /<HeadlessUIKitTests\.SilentViewController: 0x[0-9a-f]+>/) != nil)
        #expect(silent.description == text)
    }

    @Test("overrides that skip super are still recorded, with their animated flags")
    func skippedSuperIsRecorded() {
        _ = Log.start()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let silent = SilentViewController()
        window.rootViewController = silent
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        window.rootViewController = UIViewController()
        Headless.runUntilIdle()

        let records = traceRecords(ofType: SilentViewController.self).filter {
            Self.appearance.contains($0.callback)
        }
        #expect(
            records.map(\.callback) == [
                "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewIsAppearing(_:)",
                "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
            ])
        #expect(records.filter { $0.callback.hasSuffix("(_:)") }.allSatisfy { $0.animated == false })
        #expect(records.first?.consoleLine == "\(silent) loadView()")
        #expect(Set(records.map(\.object)).count == 1)
    }

    @Test("the trace records in call order and clears on demand")
    func traceOrderAndClear() {
        let log = Log.start()
        let nav = UINavigationController(rootViewController: LoggingViewController("A"))
        _ = showOnScreen(nav, log: log)
        Headless.clearTrace()
        #expect(Headless.trace.isEmpty)

        let b = LoggingViewController("B")
        nav.pushViewController(b, animated: true)
        Headless.runUntilIdle()
        let logged = log.take().filter { !$0.hasSuffix("toParent:)") }
        let traced = traceLines(naming: ["A": nav.viewControllers[0], "B": b]).filter { line in
            Self.appearance.contains { line.hasSuffix(" " + $0) }
        }
        #expect(traced == logged)
        #expect(Headless.trace.contains { $0.callback == "viewDidAppear(_:)" && $0.animated == true })
    }

    @Test("reset starts a fresh trace")
    func resetClearsTrace() {
        let log = Log.start()
        _ = showOnScreen(LoggingViewController("A"), log: log)
        #expect(!Headless.trace.isEmpty)
        Headless.reset()
        #expect(Headless.trace.isEmpty)
    }
}
