// ViewLifecycle · HeadlessTestingTests

import HeadlessTestSupport
import HeadlessTesting
import Testing

extension DriverSuites {
    @Suite @MainActor struct HeadlessDragTests {
        @Test("a drag changes at each move and ends once with the whole translation")
        func drag() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: GestureCard()))
            try Headless.drag(.id("handle"), by: CGSize(width: 100, height: 0), steps: 4)
            #expect(log.take() == ["changed 25", "changed 50", "changed 75", "changed 100", "ended 100"])
            #expect(try Headless.find(.id("handle")).label == "Offset 100")
        }

        @Test("moves shorter than the minimum distance are not yet a drag")
        func minimumDistance() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: GestureCard()))
            try Headless.drag(.id("handle"), by: CGSize(width: 30, height: 0), steps: 6)
            #expect(
                log.take() == [
                    "changed 10", "changed 15", "changed 20", "changed 25", "changed 30", "ended 30",
                ])
            try Headless.drag(.id("handle"), by: CGSize(width: 0, height: 5))
            #expect(log.take() == [])
        }

        @Test("gesture state follows each move and resets when the finger lifts")
        func gestureState() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: GestureStateHandle()))
            try Headless.drag("Handle", by: CGSize(width: 0, height: 40), steps: 2)
            #expect(log.take() == ["dragged 20", "dragged 40", "dragged 0"])
        }
    }
}
