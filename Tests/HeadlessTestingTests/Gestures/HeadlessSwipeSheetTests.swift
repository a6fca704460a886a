// ViewLifecycle · HeadlessTestingTests

import HeadlessTestSupport
import HeadlessTesting
import Testing

extension DriverSuites {
    @Suite @MainActor struct HeadlessSwipeSheetTests {
        static let sheetShown = """
            Button "Edit"
            Sheet
              Text "Editor"

            """

        @Test("a finished swipe dismisses the sheet: its content disappears, then onDismiss")
        func finished() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: SheetScreen(refusesSwipe: false)))
            try Headless.tap("Edit")
            #expect(log.take() == ["Editor onAppear"])
            #expect(Headless.screen() == Self.sheetShown)
            try Headless.swipeSheetDown()
            #expect(log.take() == ["Editor onDisappear", "onDismiss"])
            #expect(Headless.screen() == "Button \"Edit\"\n")
        }

        @Test("a cancelled swipe leaves the sheet where it was, and nothing runs")
        func cancelled() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: SheetScreen(refusesSwipe: false)))
            try Headless.tap("Edit")
            _ = log.take()
            try Headless.swipeSheetDown(finishing: false)
            #expect(log.take() == [])
            #expect(Headless.screen() == Self.sheetShown)
        }

        @Test("interactiveDismissDisabled: a finished swipe does not dismiss")
        func refused() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: SheetScreen(refusesSwipe: true)))
            try Headless.tap("Edit")
            _ = log.take()
            try Headless.swipeSheetDown()
            #expect(log.take() == [])
            #expect(Headless.screen() == Self.sheetShown)
        }

        @Test("no sheet on top: the error says what is on screen")
        func noSheet() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: SheetScreen(refusesSwipe: false)))
            #expect(
                throws: Headless.DriverError("No sheet on top to swipe down. On screen: Button \"Edit\".")
            ) {
                try Headless.swipeSheetDown()
            }
        }
    }
}
