// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Source: DESIGN.md contract item 6 (nothing retained past teardown) and issue 10, item 7.
    @Suite(.serialized) @MainActor struct RepresentableLeakTests {
        @Test("a hosting controller that goes away takes its coordinator and controller with it")
        func hostReleased() {
            let log = Log.start()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            weak var weakHost: UIHostingController<LoggedRepresentable>?
            do {
                let host = UIHostingController(rootView: LoggedRepresentable(name: "R"))
                weakHost = host
                window.rootViewController = host
                window.makeKeyAndVisible()
                Driver.runUntilIdle()
            }
            _ = log.take()
            window.rootViewController = nil
            Driver.runUntilIdle()
            // The host's graph goes with the host, so the representable is dismantled then.
            #expect(
                log.take() == ["R viewWillDisappear", "R viewDidDisappear", "R dismantleUIViewController"])
            #expect(weakHost == nil)
            #expect(Objects.shared.coordinators["R"]?.value == nil)
            #expect(Objects.shared.controllers["R"]?.value == nil)
        }
    }
}
