// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Issue 19 item 5: a tab's `tabItem` and `tag` written inside a custom view's body count, as
    // on a device (SwiftUI resolves a tab view's content through custom views; Apple's TabView
    // documentation builds its tabs from such views). Launch and switch orders are those of
    // TabViewTests (traces/24 B, observed-orders.md A1).
    @Suite(.serialized) @MainActor struct TabItemInBodyTests {
        @Test("tabs declared in custom views' bodies are tapped by their items and selected by their tags")
        func customViewTabs() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: CustomViewTabs()))
            #expect(log.take() == ["Home body", "Home onAppear"])
            Driver.tapTab("Profile")
            Driver.runUntilIdle()
            #expect(
                log.take() == ["Profile body", "Profile onAppear", "Home onDisappear", "selection profile"])
            Triggers.shared.tap("select home")
            Driver.runUntilIdle()
            #expect(log.take() == ["selection home", "Home onAppear", "Profile onDisappear"])
        }
    }
}

/// Two tabs whose items and tags are inside their own bodies.
struct CustomViewTabs: View {
    @State private var selection = "home"

    var body: some View {
        let _ = Triggers.shared.register("select home") { selection = "home" }
        TabView(selection: $selection) {
            HomeTab()
            ProfileTab()
        }
        .onChange(of: selection) { _, new in log("selection \(new)") }
    }
}

/// A tab whose body carries its item and tag.
struct HomeTab: View {
    var body: some View {
        Leaf(name: "Home").tabItem { Text("Home") }.tag("home")
    }
}

/// A tab with state of its own whose body carries its item and tag.
struct ProfileTab: View {
    @State private var visits = 0

    var body: some View {
        Leaf(name: "Profile").tabItem { Text(visits == 0 ? "Profile" : "Profile again") }.tag("profile")
    }
}
