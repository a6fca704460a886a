// ViewLifecycle · SeedSwift5Tests

import HeadlessTestSupport
import HeadlessUIKit
import LifecycleTrace
import Testing

/// Seed 000's controller is Swift 5-mode code, as the Playground compiled it: this target builds
/// in Swift 5 mode, so a mirrored declaration whose isolation Swift 5 code cannot meet fails here.
@Suite(.serialized, .headlessWorld) @MainActor
struct Seed000Swift5Tests {
    @Test("seed 000's controller, compiled in Swift 5 mode, runs its lifecycle as a replaced root")
    func swift5SeedRuns() throws {
        Headless.reset()
        let released: Weak<SampleUIViewController>
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        do {
            let controller = SampleUIViewController()
            released = Weak(controller)
            window.rootViewController = controller
        }
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        window.rootViewController = UIViewController()
        Headless.runUntilIdle()
        let calls = traceRecords(ofType: SampleUIViewController.self).map(\.callback)
        #expect(
            calls == [
                "init(nibName:bundle:)", "loadView()", "viewDidLoad()", "viewWillAppear(_:)",
                "viewIsAppearing(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
                "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)", "deinit",
            ])
        try expectReleased(released)
    }
}
