// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 19 item 5: a page-style tab view removed from the graph leaves nothing behind, on
    // every profile (the teardown appears run on the next turn and let go of their hosts).
    @Suite(.serialized) @MainActor struct PageTabViewLeakTests {
        @Test("a paged tab view removed from the graph frees its controller, context and page graphs")
        func pagesFreed() throws {
            _ = Log.start()
            let flag = Flag(true)
            let host = UIHostingController(rootView: RemovablePages(flag: flag))
            _ = showInWindow(host)
            try Headless.swipePage()
            weak var controller: PageTabViewController?
            weak var pages: PageTabViewContext?
            weak var page: UIHostingController<AnyView>?
            weak var graph: ViewGraph?
            do {
                let paged = try #require(host.children.first as? PageTabViewController)
                controller = paged
                pages = paged.pages
                page = paged.pages?.selectedHost
                graph = page?.graph
            }
            #expect(controller != nil && pages != nil && page != nil && graph != nil)
            flag.isOn = false
            Driver.runUntilIdle()
            #expect(controller == nil)
            #expect(pages == nil)
            #expect(page == nil)
            #expect(graph == nil)
        }

        @Test("a tab view removed on the iOS 17 profile frees its eager tabs after their stray onAppear")
        func eagerTabsFreed() throws {
            _ = Log.start()
            Headless.reset(profile: .iOS17)
            let flag = Flag(true)
            let host = UIHostingController(rootView: RemovableTabView(flag: flag))
            _ = showInWindow(host)
            weak var second: UIHostingController<AnyView>?
            do {
                let tabs = try #require(host.children.first as? UITabBarController)
                second = tabs.viewControllers?.last as? UIHostingController<AnyView>
            }
            #expect(second?.isViewLoaded == true)
            flag.isOn = false
            Driver.runUntilIdle()
            #expect(second == nil)
        }
    }
}

/// A page-style tab view of three pages, shown while a flag is on.
struct RemovablePages: View {
    let flag: Flag

    var body: some View {
        if flag.isOn {
            TabView {
                Text("One")
                Text("Two")
                Text("Three")
            }
            .tabViewStyle(.page)
        }
    }
}
