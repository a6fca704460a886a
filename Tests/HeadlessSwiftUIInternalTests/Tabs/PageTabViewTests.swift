// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // `tabViewStyle(.page)`. Which pages appear at launch follows trace 42
    // (https://github.com/adrianorezena/TabView, an iOS 18 preview; its author saw the same on
    // iOS 17): launched on the first page, that page alone; launched on a later one, that page
    // and the next, not the one before. After a swipe the same rule for the new page is a guess
    // (`PageTabViewContext.shownIndices`). The swipe is `Headless.swipePage(_:)`.
    @Suite(.serialized) @MainActor struct PageTabViewTests {
        @Test("launched on the first page, only that page appears; the index shows 1 of 4")
        func launchOnFirstPage() {
            let log = Log.start()
            let host = UIHostingController(rootView: FourPages())
            _ = showInWindow(host)
            #expect(log.take() == ["P1 body", "P1 onAppear"])
            #expect(
                Headless.screen(of: host) == """
                    Button "P1 0"
                    PageIndicator "Page": 1 of 4

                    """)
        }

        @Test("launched on the second page, it and the third appear, the first does not")
        func launchOnLaterPage() {
            let log = Log.start()
            let host = UIHostingController(rootView: FourPages(selection: 2))
            _ = showInWindow(host)
            #expect(log.take() == ["P2 body", "P2 onAppear", "P3 body", "P3 onAppear"])
            #expect(
                Headless.screen(of: host) == """
                    Button "P2 0"
                    PageIndicator "Page": 2 of 4

                    """)
        }

        @Test("a swipe moves the window: the page coming in appears, the one leaving disappears")
        func swipes() throws {
            let log = Log.start()
            let host = UIHostingController(rootView: FourPages())
            _ = showInWindow(host)
            _ = log.take()
            try Headless.swipePage()
            #expect(
                log.take() == [
                    "P2 body", "P2 onAppear", "P3 body", "P3 onAppear", "P1 onDisappear", "selection 2",
                ])
            try Headless.swipePage(.forward)
            #expect(log.take() == ["P4 body", "P4 onAppear", "P2 onDisappear", "selection 3"])
            // On the last page there is no next one.
            try Headless.swipePage(.forward)
            #expect(log.take() == ["P3 onDisappear", "selection 4"])
            // At the end the content only bounces.
            try Headless.swipePage(.forward)
            #expect(log.take() == [])
            #expect(
                Headless.screen(of: host) == """
                    Button "P4 0"
                    PageIndicator "Page": 4 of 4

                    """)
            try Headless.swipePage(.reverse)
            #expect(log.take() == ["P3 onAppear", "selection 3"])
        }

        @Test("setting the binding selects a page; pages keep their state while in the content")
        func bindingAndState() throws {
            let log = Log.start()
            let host = UIHostingController(rootView: FourPages())
            _ = showInWindow(host)
            try Headless.tap("P1 0")
            try Headless.swipePage()
            try Headless.swipePage()
            _ = log.take()
            Triggers.shared.tap("select 1")
            Driver.runUntilIdle()
            // P1 comes back with its state (no body for a new state); P2 stays, P3 and P4 leave.
            #expect(log.take() == ["P1 onAppear", "P3 onDisappear", "P4 onDisappear", "selection 1"])
            #expect(
                Headless.screen(of: host) == """
                    Button "P1 1"
                    PageIndicator "Page": 1 of 4

                    """)
        }

        @Test("the index follows indexDisplayMode; the driver swipes without it and with it")
        func indexDisplayMode() throws {
            _ = Log.start()
            let never = UIHostingController(rootView: FourPages(indexDisplayMode: .never))
            _ = showInWindow(never)
            #expect(Headless.screen(of: never) == "Button \"P1 0\"\n")
            try Headless.swipePage()
            #expect(Headless.screen(of: never) == "Button \"P2 0\"\n")

            _ = Log.start()
            let always = UIHostingController(rootView: FourPages(indexDisplayMode: .always))
            _ = showInWindow(always)
            try Headless.increment("Page")
            #expect(
                Headless.screen(of: always) == """
                    Button "P2 0"
                    PageIndicator "Page": 2 of 4

                    """)
        }

        @Test("no paged tab view on screen: swipePage says so")
        func noPages() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Text("Plain")))
            #expect(throws: Headless.DriverError("No paged TabView on screen.")) { try Headless.swipePage() }
        }

        // https://github.com/feedback-assistant/reports/issues/411 (FB12795690, iOS 16.5 and
        // Xcode 15 betas; trace 09): a representable's controller inside a page-style tab view
        // never gets viewWillAppear or viewDidAppear.
        @Test("a representable's controller on a page gets no appearance callbacks")
        func representableOnPage() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: RepresentablePages()))
            #expect(
                log.take() == [
                    "Sample makeCoordinator", "Sample makeUIViewController", "Sample viewDidLoad",
                    "Sample updateUIViewController 0",
                ])
        }

        @Test("tabViewStyle(.automatic) keeps the tab bar")
        func automaticStyle() {
            _ = Log.start()
            let host = UIHostingController(
                rootView: TabView {
                    Text("One").tabItem { Text("One") }
                    Text("Two").tabItem { Text("Two") }
                }
                .tabViewStyle(.automatic))
            _ = showInWindow(host)
            #expect(
                Headless.screen(of: host) == """
                    Text "One"
                    TabBar
                      Tab "One" (selected)
                      Tab "Two"

                    """)
        }
    }
}
