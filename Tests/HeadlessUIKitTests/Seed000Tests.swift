// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import LifecycleFixtures
import LifecycleTrace
import Testing

// Source: issue 3 "Done when" and seed 000 (Examples/seed000/main.swift; Docs/Evidence.md): its
// SampleUIViewController, as a window's root and then replaced, prints init, loadView,
// viewDidLoad, viewWillAppear, layout, viewDidAppear, viewWillDisappear, viewDidDisappear, deinit.
// The seed does not override viewIsAppearing(_:), so it prints nothing for it; the runtime still
// makes that call on iOS 17 (traces/18 R2), so the trace records it between viewWillAppear and the
// layout pass (apple-api.md "Documented appearance order").
@Suite(.serialized, .headlessWorld) @MainActor struct Seed000Tests {
    /// The callbacks the controller prints in seed 000's golden (`Tests/Fixtures/seed000-headless.log`,
    /// which SeedExampleTests holds `swift run seed000` to): one golden for both targets.
    static func printedInGolden() throws -> [String] {
        let golden = try String(contentsOfFile: Fixture.seed000HeadlessGolden, encoding: .utf8)
        return golden.split(separator: "\n")
            .filter { $0.hasPrefix("<Seed000Sample.SampleUIViewController: 0x") }
            .compactMap { $0.split(separator: "> ", maxSplits: 1).last.map(String.init) }
    }

    private func runSeedAsReplacedRoot() -> [String] {
        SeedConsole.shared.lines {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = SampleUIViewController()
            window.makeKeyAndVisible()
            Headless.runUntilIdle()
            window.rootViewController = UIViewController()
            Headless.runUntilIdle()
        }
    }

    @Test("seed 000's controller, a window's root then replaced, prints its lifecycle in order")
    func seedPrintsLifecycle() throws {
        _ = Log.start()
        let lines = runSeedAsReplacedRoot()
            .filter { $0.hasPrefix("<HeadlessUIKitTests.SampleUIViewController: 0x") }
        let callbacks = Log.foldingLayoutRepeats(lines).compactMap { line in
            line.split(separator: "> ", maxSplits: 1).last.map(String.init)
        }
        #expect(callbacks == (try Self.printedInGolden()))
        // One controller printed all of it.
        let objects = Set(lines.compactMap { $0.split(separator: ">").first })
        #expect(objects.count == 1)
    }

    @Test("the trace of seed 000's controller holds viewIsAppearing, which the seed does not print")
    func seedTrace() throws {
        _ = Log.start()
        let console = runSeedAsReplacedRoot()
        let records = traceRecords(ofType: SampleUIViewController.self)
        let calls = Log.foldingLayoutRepeats(records.map { " " + $0.callback })
            .map { String($0.dropFirst()) }
            .filter { !$0.hasPrefix("init(") && $0 != "deinit" }
        #expect(
            calls == [
                "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewIsAppearing(_:)",
                "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewDidAppear(_:)",
                "viewWillDisappear(_:)", "viewDidDisappear(_:)",
            ])
        // The trace prints in the seed's console form, with the address the seed printed.
        let firstLoad = records.first { $0.callback == "loadView()" }
        let printedLoad = console.first { $0.hasSuffix("> loadView()") }
        #expect(try #require(firstLoad).consoleLine == printedLoad)
    }
}
