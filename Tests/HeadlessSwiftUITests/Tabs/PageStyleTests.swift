// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Issue 19 item 5: `tabViewStyle(.page)` and `.automatic` compile and run as Apple's do. A
    // page-style tab view of one page builds and shows that page (the neighbours rule is a guess,
    // so it is tested headless only, in PageTabViewTests); `.automatic` keeps the tab bar, whose
    // launch loads only the selected tab (traces/24 B).
    @Suite(.serialized) @MainActor struct PageStyleTests {
        @Test("a one-page page-style tab view builds its page and its page appears")
        func onePage() {
            let log = Log.start()
            _ = showInWindow(
                UIHostingController(
                    rootView: TabView { Leaf(name: "Only") }
                        .tabViewStyle(.page(indexDisplayMode: .never))
                        .indexViewStyle(.page(backgroundDisplayMode: .always))))
            #expect(log.take() == ["Only body", "Only onAppear"])
        }

        @Test("PageTabViewStyle() and .automatic compile as Apple's; .automatic loads the selected tab only")
        func automatic() {
            let log = Log.start()
            _ = showInWindow(
                UIHostingController(
                    rootView: TabView {
                        Leaf(name: "First").tabItem { Text("First") }
                        Leaf(name: "Second").tabItem { Text("Second") }
                    }
                    .tabViewStyle(.automatic)))
            #expect(log.take() == ["First body", "First onAppear"])
            let style: PageTabViewStyle = PageTabViewStyle(indexDisplayMode: .always)
            _ = TabView { Text("A") }.tabViewStyle(style)
        }
    }
}
