// ViewLifecycle · SeedExampleTests

import Foundation
import LifecycleFixtures
import LifecycleTrace
import Testing

/// Seed 000 (`Examples/seed000/main.swift`), run as `swift run seed000` runs it, held to its golden,
/// `Tests/Fixtures/seed000-headless.log` (HeadlessUIKitTests reads the controller's lines from it too).
///
/// What each line of the golden is, and why it comes where it does:
/// 1. `print()` before `setLiveView`: the blank first line.
/// 2. `makeCoordinator()`, then the coordinator's `init()`: SwiftUI makes the coordinator before
///    `makeUIViewController(context:)` (traces/18 R4). `setLiveView` hosts the view in a
///    `UIHostingController` and makes it the window's root; the host's view loads, so its graph
///    mounts and the representable is made.
/// 3. `makeUIViewController(context:)`, the controller's `init()`, `loadView()`, `viewDidLoad()`:
///    SwiftUI loads the controller's view right after making it (seed 000's Playground log).
/// 4. `updateUIViewController(_:context:)`: once, at once after `make` (traces/18 R4).
/// 5. `viewWillAppear(_:)`: the host appears in the window; the controller joined it as a child
///    just before, so UIKit forwards the host's appearance to it (reference 17, R3).
/// 6. `viewWillLayoutSubviews()`, `viewDidLayoutSubviews()`: the window's first layout pass
///    reaches the child's view inside the hosting view.
/// 7. `viewDidAppear(_:)`: the appearance ends; `setLiveView` returns only after running until
///    idle, so all of it precedes the second `print()`, the blank line.
/// 8. After `sleep(5)`, `liveView = nil`: the host leaves the window, and UIKit forwards
///    `viewWillDisappear(_:)` and `viewDidDisappear(_:)` to the child.
/// 9. The host is released with the page's reference; its graph goes with it, so the
///    representable is dismantled (the seed keeps the default, which prints nothing) and the
///    coordinator is released, then the controller: both `deinit`s, coordinator first.
///
/// How this differs from the Playground's log (`Tests/Fixtures/seed000-playground.log`) and why: the
/// Playground printed two coordinators and two controllers, `viewWillDisappear` before the second
/// controller's `viewDidLoad`, `viewDidAppear` after `viewDidDisappear`, and two `update`s before
/// the first appearance. The Playground's live-view machinery hosted the view twice (once for
/// the struct it was handed, again when it installed the live view) and tore the first copy down
/// while the second was appearing; a device app hosts one view once, and SwiftUI keeps one
/// coordinator and one controller per identity, which is what we model. The coordinator prints
/// as `<Coordinator: 0x…>`, Foundation-on-Linux's `NSObject.description`, where the Playground
/// printed the Objective-C runtime's mangled class name; the controllers print their module,
/// `Seed000Sample` (the library holding the seed's declarations, which `lifecycle demo` shows too),
/// where the Playground printed `__lldb_expr_90`.
@Suite(.serialized)
struct Seed000Tests {
    @Test("seed 000 prints one coordinator and one controller, as its golden")
    func matchesGolden() throws {
        let output = try SeedProcess.run("seed000")
        let golden = try String(contentsOfFile: Fixture.seed000HeadlessGolden, encoding: .utf8)
        #expect(SeedProcess.normalizingAddresses(output) == SeedProcess.normalizingAddresses(golden))
    }

    @Test("lifecycle check finds no breach in what seed 000 prints")
    func checkPasses() throws {
        let output = try SeedProcess.run("seed000")
        var reader = TraceReader(LineReader(text: output))
        var checker = TraceChecker()
        while let record = try reader.next() { checker.consume(record) }
        let report = checker.report()
        #expect(report.findings == [])
        #expect(report.objects.map(\.finalPhase) == [.hidden, .hidden])
    }
}
