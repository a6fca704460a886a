// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18 item 6: the screen as text, after a real lifecycle, and the driver's taps on it.
    // Headless only: SwiftUI has no such calls.
    @Suite(.serialized) @MainActor struct ScreenSnapshotTests {
        @Test("a navigation stack shows its bar, then its root's texts and links; a tap pushes")
        func navigationStack() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: InboxScreen()))
            #expect(
                Headless.screen() == """
                    NavigationBar
                    Text "Inbox"
                    Link "Mail"
                    Link "Drafts"

                    """)
            try Headless.tap("Mail")
            #expect(
                Headless.screen() == """
                    NavigationBar
                      BackButton "Back"
                    Text "Mail 1"

                    """)
            try Headless.tap("Back")
            try Headless.tap("Drafts")
            #expect(
                Headless.screen() == """
                    NavigationBar
                      BackButton "Back"
                    Text "No drafts"

                    """)
        }

        @Test("a tab view shows the selected tab, then the tab bar; a tap on a tab switches")
        func tabView() throws {
            _ = Log.start()
            let host = UIHostingController(rootView: TabsScreen())
            _ = showInWindow(host)
            #expect(
                Headless.screen(of: host) == """
                    Text "Home screen"
                    TabBar
                      Tab "Home" (selected)
                      Tab "Settings"

                    """)
            try Headless.tap("Settings")
            try Headless.tap("Account")
            #expect(
                Headless.screen(of: host) == """
                    NavigationBar
                      BackButton "Back"
                    Text "Signed in"
                    TabBar
                      Tab "Home"
                      Tab "Settings" (selected)

                    """)
        }

        @Test("a sheet is a layer over the screen it covers; only the sheet takes taps")
        func sheetLayer() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: SheetScreen()))
            #expect(
                Headless.screen() == """
                    Text "Behind"
                    Sheet
                      NavigationBar
                      Link "Next"

                    """)
            try Headless.tap("Next")
            #expect(
                Headless.screen() == """
                    Text "Behind"
                    Sheet
                      NavigationBar
                        BackButton "Back"
                      Text "Inside the sheet"

                    """)
            #expect(throws: Headless.DriverError.self) { try Headless.tap("Behind") }
        }

        @Test("a full-screen cover hides what is below it")
        func fullScreenCover() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: CoverScreen()))
            #expect(
                Headless.screen() == """
                    FullScreenCover
                      Text "Cover"

                    """)
        }

        @Test("hidden views, empty texts and EmptyView show nothing; stacks and groups are no elements")
        func hiddenAndContainers() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: HiddenScreen()))
            #expect(
                Headless.screen() == """
                    Text "Shown"
                    Text "Deep"

                    """)
            #expect(!Headless.tapNavigationLink("Hidden link"))
        }

        @Test("a link's label of two texts reads as both, and either text finds it")
        func combinedLabel() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: AmbiguousLinks()))
            #expect(
                Headless.screen() == """
                    NavigationBar
                    Link "Same"
                    Link "Same"
                    Link "Off" (disabled)
                    Link "Row, Detail"

                    """)
            try Headless.tap("Detail")
            #expect(
                Headless.screen() == """
                    NavigationBar
                      BackButton "Back"
                    Text "Value 3"

                    """)
        }

        /// A stack of `VStack`s `depth` deep around a text.
        struct Tower: View {
            let depth: Int

            var body: some View {
                if depth == 0 { Text("top") } else { VStack { Tower(depth: depth - 1) } }
            }
        }

        // 5,000 levels, as ViewGraphDepthTests mounts: the read walks with its own stack.
        @Test("a graph 5,000 levels deep reads as its one text")
        func deepGraph() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Tower(depth: 5_000)))
            #expect(Headless.screen() == "Text \"top\"\n")
        }

        @Test("without a window there is nothing to read or tap")
        func noWindow() {
            _ = Log.start()
            #expect(Headless.screen() == "(no window on screen)\n")
            #expect(throws: Headless.DriverError("No window on screen.")) { try Headless.tap("Save") }
        }
    }
}
