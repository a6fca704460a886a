// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// A leaf that logs its body and appearance under its name.
struct ProfileLeaf: View {
    let name: String

    var body: some View {
        let _ = log("\(name) body")
        Text(name)
            .onAppear { log("\(name) onAppear") }
            .onDisappear { log("\(name) onDisappear") }
    }
}

/// Two tabs, Home and MyPage, selected by the test.
struct ProfileTabs: View {
    @State private var selection = "home"

    var body: some View {
        let _ = Triggers.shared.register("select mypage") { selection = "mypage" }
        TabView(selection: $selection) {
            ProfileLeaf(name: "Home").tabItem { Text("Home") }.tag("home")
            ProfileLeaf(name: "MyPage").tabItem { Text("MyPage") }.tag("mypage")
        }
    }
}

/// Trace 24 A's app: a log-in screen, or the tabs once logged in.
struct LoginTabsApp: View {
    @State private var isLoggedIn = false

    var body: some View {
        let _ = Triggers.shared.register("log in") { isLoggedIn = true }
        let _ = Triggers.shared.register("log out") { isLoggedIn = false }
        if isLoggedIn {
            ProfileTabs()
        } else {
            ProfileLeaf(name: "LogIn")
        }
    }
}

/// Trace 14's app (fatbobman's first case): a log-in screen, or a navigation stack whose root
/// links to a pushed screen.
struct LoginStackApp: View {
    @State private var isLoggedIn = false

    var body: some View {
        let _ = Triggers.shared.register("log in") { isLoggedIn = true }
        let _ = Triggers.shared.register("log out") { isLoggedIn = false }
        if isLoggedIn {
            NavigationStack {
                ProfileLeaf(name: "Root")
                NavigationLink("Next Level") { ProfileLeaf(name: "Next") }
            }
            .onAppear { log("Stack onAppear") }
        } else {
            ProfileLeaf(name: "LogIn")
        }
    }
}

/// Trace 12's app: screens A to E pushed by value through a path binding, hand-made with
/// `Binding(get:set:)` or the state's own.
struct DeepPushApp: View {
    let handMade: Bool
    @State private var path: [String] = []

    var body: some View {
        let _ = Triggers.shared.register("push") {
            path.append(["B", "C", "D", "E"][path.count])
        }
        let binding = handMade ? Binding(get: { path }, set: { path = $0 }) : $path
        NavigationStack(path: binding) {
            ProfileLeaf(name: "A")
                .navigationDestination(for: String.self) { ProfileLeaf(name: $0) }
        }
    }
}

/// Two tabs, the second a navigation stack, switched by a tap.
struct StackTabs: View {
    var body: some View {
        TabView {
            ProfileLeaf(name: "Home").tabItem { Text("Home") }
            NavigationStack { ProfileLeaf(name: "Feed") }.tabItem { Text("Feed") }
        }
    }
}
