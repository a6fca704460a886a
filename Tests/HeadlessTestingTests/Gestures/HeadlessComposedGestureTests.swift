// ViewLifecycle · HeadlessTestingTests

import HeadlessTestSupport
import HeadlessTesting
import Testing

extension DriverSuites {
    @Suite @MainActor struct HeadlessComposedGestureTests {
        @Test("a tap plays both simultaneous gestures; the spatial tap lands at the element's origin")
        func simultaneous() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: ComposedGestureScreen()))
            try Headless.tap("Both")
            #expect(log.take() == ["both first true second 0,0"])
        }

        @Test(
            "an exclusive gesture is its first gesture's when that one recognizes the event, else its second's"
        )
        func exclusive() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: ComposedGestureScreen()))
            try Headless.longPress("Either")
            #expect(log.take() == ["either first true"])
            try Headless.drag("Either", by: CGSize(width: 40, height: 0), steps: 2)
            #expect(log.take() == ["either second 40"])
        }

        @Test("a sequence reports its first gesture, then its second with the first's value")
        func sequenced() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: ComposedGestureScreen()))
            try Headless.longPress("Then")
            try Headless.drag("Then", by: CGSize(width: 30, height: 0), steps: 2)
            #expect(log.take() == ["then first true", "then second true 15", "then second true 30"])
        }

        @Test("a sequence's second gesture gets nothing before its first has recognized anything")
        func sequencedSecondAlone() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: ComposedGestureScreen()))
            try Headless.drag("Then", by: CGSize(width: 30, height: 0), steps: 2)
            #expect(log.take() == [])
        }

        @Test("a mapped gesture and a type-erased one deliver their transformed values")
        func mappedAndErased() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: ComposedGestureScreen()))
            try Headless.tap("Mapped")
            try Headless.tap("Erased")
            #expect(log.take() == ["mapped double", "erased 0,0"])
        }

        @Test("gesture state's reset callback gets the value the gesture left, before the state resets")
        func resetCallback() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: ResettingGestureStateHandle()))
            try Headless.drag("Reset handle", by: CGSize(width: 0, height: 40), steps: 2)
            #expect(log.take() == ["dragged 20", "dragged 40", "reset from 40", "dragged 0"])
        }

        @Test("an optional gesture plays while it is some, and a nil one takes nothing")
        func optionalGesture() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: LockableHandle()))
            try Headless.drag("Handle", by: CGSize(width: 30, height: 0), steps: 2)
            #expect(log.take() == ["moved 30"])
            try Headless.tap("Lock")
            #expect(throws: Headless.DriverError("Text \"Handle\" cannot be dragged.")) {
                try Headless.drag("Handle", by: CGSize(width: 30, height: 0), steps: 2)
            }
            #expect(log.take() == [])
        }
    }
}
