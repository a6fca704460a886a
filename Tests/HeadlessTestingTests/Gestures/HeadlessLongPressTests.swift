// ViewLifecycle · HeadlessTestingTests

import HeadlessTestSupport
import HeadlessTesting
import Testing

extension DriverSuites {
    @Suite @MainActor struct HeadlessLongPressTests {
        @Test("a long press is detected, held for its minimum duration, then succeeds")
        func longPress() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: GestureCard()))
            try Headless.longPress("Card")
            #expect(log.take() == ["pressing true", "long press", "pressing false"])
        }

        @Test("a tap does not complete a long press, and a long press needs one")
        func wrongGesture() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: GestureCard()))
            #expect(throws: Headless.DriverError("Text \"Card\" cannot be tapped.")) {
                try Headless.tap("Card")
            }
            #expect(throws: Headless.DriverError("Text \"Offset 0\" [id: handle] cannot be long-pressed.")) {
                try Headless.longPress(.id("handle"))
            }
        }
    }
}
