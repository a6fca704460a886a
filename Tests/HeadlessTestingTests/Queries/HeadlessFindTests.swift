// ViewLifecycle · HeadlessTestingTests

import HeadlessTestSupport
import HeadlessTesting
import Testing

extension DriverSuites {
    @Suite @MainActor struct HeadlessFindTests {
        @Test("the screen the queries read")
        func screen() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: ShoppingScreen()))
            #expect(Headless.screen() == "")
        }
    }
}
