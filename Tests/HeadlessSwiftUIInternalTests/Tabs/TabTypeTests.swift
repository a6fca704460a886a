// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 19 item 5: iOS 18's `Tab`. Headless only: the iOS 17.4 SDK the dual-import tests are
    // type-checked against has no `Tab`, so these cannot be checked against Apple's declarations.
    @Suite(.serialized) @MainActor struct TabTypeTests {
        @Test(
            "Tab(_:systemImage:value:role:content:) and Tab(value:content:label:) tabs show in the tab bar and follow the selection"
        )
        func valuedTabs() throws {
            let log = Log.start()
            let host = UIHostingController(rootView: ValuedTabs())
            _ = showInWindow(host)
            #expect(log.take() == ["Home body", "Home onAppear"])
            #expect(
                Headless.screen(of: host) == """
                    Text "Home"
                    TabBar
                      Tab "Home" (selected)
                      Tab "Search"
                      Tab "More"

                    """)
            try Headless.tap("Search")
            #expect(log.take() == ["Search body", "Search onAppear", "Home onDisappear", "selection 2"])
            try Headless.tap("More")
            #expect(log.take() == ["More body", "More onAppear", "Search onDisappear", "selection 3"])
        }

        // https://zenn.dev/dazy/articles/e484c87ca2f59d (iOS 18, the Tab API; trace 24 A): log
        // in, open MyPage, log out: "LogIn" then a stray "Home".
        @Test("removing a TabView of Tabs replays the unselected tab's onAppear on iOS 18")
        func teardownWithTabs() {
            let log = Log.start()
            Headless.reset(profile: .iOS18)
            _ = showInWindow(UIHostingController(rootView: LoginTabTypeApp()))
            Triggers.shared.tap("log in")
            Driver.runUntilIdle()
            #expect(Headless.tapTab("MyPage"))
            Driver.runUntilIdle()
            _ = log.take()
            Triggers.shared.tap("log out")
            Driver.runUntilIdle()
            #expect(log.take() == ["LogIn body", "MyPage onDisappear", "LogIn onAppear", "Home onAppear"])
        }
    }
}

/// Two tabs with values, selected through a binding.
struct ValuedTabs: View {
    @State private var selection = 1

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: 1) { ProfileLeaf(name: "Home") }
            Tab("Search", systemImage: "magnifyingglass", value: 2, role: .search) {
                ProfileLeaf(name: "Search")
            }
            Tab(value: 3) {
                ProfileLeaf(name: "More")
            } label: {
                Label("More", systemImage: "ellipsis")
            }
        }
        .onChange(of: selection) { _, new in log("selection \(new)") }
    }
}

/// zenn.dev/dazy's app: a log-in screen, or a tab view of two `Tab`s.
struct LoginTabTypeApp: View {
    @State private var isLoggedIn = false

    var body: some View {
        let _ = Triggers.shared.register("log in") { isLoggedIn = true }
        let _ = Triggers.shared.register("log out") { isLoggedIn = false }
        if isLoggedIn {
            TabView {
                Tab("Home", systemImage: "house") { ProfileLeaf(name: "Home") }
                Tab("MyPage", systemImage: "person") { ProfileLeaf(name: "MyPage") }
            }
        } else {
            ProfileLeaf(name: "LogIn")
        }
    }
}
