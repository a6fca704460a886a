// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Sources: Apple's `popover(isPresented:attachmentAnchor:arrowEdge:content:)` and
    // `inspector(isPresented:content:)` documentation: in a compact horizontal size class (an
    // iPhone) a popover adapts to a sheet and an inspector is a sheet; a sheet leaves the
    // presenter's views on screen (traces/06), and its views follow its host (issue 9).
    @Suite(.serialized) @MainActor struct PopoverTests {
        @Test(
            "a popover or an inspector on an iPhone is a sheet: the presenter's views stay",
            arguments: [false, true])
        func popoverAsSheet(inspector: Bool) {
            let name = inspector ? "Inspector" : "Popover"
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: PopoverPresenter(inspector: inspector)))
            #expect(log.take() == ["Root onAppear"])
            Triggers.shared.tap("show")
            Driver.runUntilIdle()
            #expect(log.take() == ["\(name) viewWillAppear", "\(name) onAppear", "\(name) viewDidAppear"])
            Triggers.shared.tap("hide")
            Driver.runUntilIdle()
            #expect(
                log.take() == [
                    "\(name) viewWillDisappear", "\(name) onDisappear", "\(name) viewDidDisappear",
                ])
        }
    }
}
