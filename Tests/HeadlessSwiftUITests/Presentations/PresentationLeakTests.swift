// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Source: DESIGN.md contract item 6 (nothing outlives its identity) and issue 10, item 7.
    @Suite(.serialized) @MainActor struct PresentationLeakTests {
        @Test(
            "a dismissed sheet or cover frees its hosting controller and its representable",
            arguments: [
                (cover: false, bySwipe: false), (cover: false, bySwipe: true), (cover: true, bySwipe: false),
            ])
        func dismissedFreed(cover: Bool, bySwipe: Bool) throws {
            let log = Log.start()
            let host = UIHostingController(rootView: RepresentablePresenter(cover: cover))
            _ = showInWindow(host)
            Triggers.shared.tap("present S")
            Driver.runUntilIdle()
            #expect(Objects.shared.controllers["S"]?.value != nil)
            _ = log.take()
            let presented: Weak<UIViewController>
            do {
                let sheet = try #require(host.presentedViewController)
                presented = Weak(sheet)
                if bySwipe {
                    Driver.beginInteractiveDismissal(sheet)?.finish()
                } else {
                    Triggers.shared.tap("dismiss S")
                }
            }
            Driver.runUntilIdle()
            #expect(presented.value == nil)
            #expect(Objects.shared.coordinators["S"]?.value == nil)
            #expect(Objects.shared.controllers["S"]?.value == nil)
            // The representable's controller disappears with the sheet's host, then the host's
            // graph goes with the host, dismantling it.
            #expect(
                log.take() == ["S viewWillDisappear", "S viewDidDisappear", "S dismantleUIViewController"])
        }
    }
}
