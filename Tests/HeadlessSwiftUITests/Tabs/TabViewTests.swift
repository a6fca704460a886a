// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Sources: traces/24 B (iOS 18: a tab's views appear only when it is first selected; on
    // iOS 17 every tab's onAppear ran at launch; these tests follow iOS 18), observed-orders.md A1
    // and A2 (UIKit tab switch: incoming viewWillAppear, outgoing viewWillDisappear, outgoing
    // viewDidDisappear, incoming viewDidAppear; three device logs) and traces/10 (a switch makes
    // the old tab's views disappear and the new tab's appear, state kept). TabView is a
    // UITabBarController of hosting controllers, as on iOS 16-18; each tab's onAppear and
    // onDisappear follow its host's appearance (issue 9's hosting rule, observed-orders.md H).
    @Suite(.serialized) @MainActor struct TabViewTests {
        @Test("only the first tab loads at launch; a tap loads the second and the binding follows")
        func lazyFirstSelection() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: SelectableTabs()))
            // iOS 18 (trace 24 B): tab B's body has not run, its views have not appeared.
            #expect(log.take() == ["A body", "A viewWillAppear", "A onAppear", "A viewDidAppear"])
            Driver.tapTab("B")
            Driver.runUntilIdle()
            // UIKit's order (A1): B loads (its body runs), B will appear, A will disappear; B's
            // host is laid out in the turn between the switch's halves, so B's views appear; then
            // A's host did disappear (A's views disappear, then UIKit forwards it to A's probe)
            // and B did appear. No printed log gives SwiftUI's interleaving on a switch
            // (observed-orders.md H): derived from the UIKit order and the hosting rule, a guess.
            // The binding is written once UIKit reports the tap (didSelect): a guess too.
            #expect(
                log.take() == [
                    "B body", "B viewWillAppear", "A viewWillDisappear", "B onAppear", "A onDisappear",
                    "A viewDidDisappear", "B viewDidAppear", "selection b",
                ])
        }

        @Test("setting the binding switches tabs, loading only what it shows")
        func bindingSwitches() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: SelectableTabs()))
            _ = log.take()
            Triggers.shared.tap("select b")
            Driver.runUntilIdle()
            // The tab view's update selects the tab (UIKit's will half runs during the update);
            // the binding's onChange runs after the update, as actions do.
            #expect(
                log.take() == [
                    "B body", "B viewWillAppear", "A viewWillDisappear", "selection b", "B onAppear",
                    "A onDisappear", "A viewDidDisappear", "B viewDidAppear",
                ])
            Triggers.shared.tap("select a")
            Driver.runUntilIdle()
            // Back to a loaded tab (A2): no body, no load; the same interleaving.
            #expect(
                log.take() == [
                    "A viewWillAppear", "B viewWillDisappear", "selection a", "A onAppear", "B onDisappear",
                    "B viewDidDisappear", "A viewDidAppear",
                ])
        }

        @Test("a tab view without a selection binding switches on a tap")
        func withoutSelection() {
            let log = Log.start()
            _ = showInWindow(
                UIHostingController(
                    rootView: TabView {
                        Leaf(name: "One").tabItem { Text("One") }
                        Leaf(name: "Two").tabItem { Text("Two") }
                    }))
            #expect(log.take() == ["One body", "One onAppear"])
            Driver.tapTab("Two")
            Driver.runUntilIdle()
            #expect(log.take() == ["Two body", "Two onAppear", "One onDisappear"])
        }

        @Test("tabs from ForEach are tagged by their ids")
        func forEachTags() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: ForEachTabs()))
            #expect(log.take() == ["T1 body", "T1 onAppear"])
            Triggers.shared.tap("select 3")
            Driver.runUntilIdle()
            #expect(log.take() == ["T3 body", "T3 onAppear", "T1 onDisappear"])
        }
    }
}

/// Two tabs, each with a representable that logs its controller's appearance (the controller is
/// a child of the tab's host, so UIKit forwards the host's appearance to it), and the selection
/// in the test's state.
struct SelectableTabs: View {
    @State private var selection = "a"

    var body: some View {
        let _ = Triggers.shared.register("select a") { selection = "a" }
        let _ = Triggers.shared.register("select b") { selection = "b" }
        TabView(selection: $selection) {
            TabScreen(name: "A").tabItem { Text("A") }.tag("a")
            TabScreen(name: "B").tabItem { Text("B") }.tag("b")
        }
        .onChange(of: selection) { _, new in log("selection \(new)") }
    }
}

/// A tab's screen: a leaf beside a controller that logs only its appearance.
struct TabScreen: View {
    let name: String

    var body: some View {
        let _ = log("\(name) body")
        Text(name)
            .onAppear { log("\(name) onAppear") }
            .onDisappear { log("\(name) onDisappear") }
            .background(AppearanceProbe(name: name))
    }
}

/// Tabs made by a `ForEach`, selected by id.
struct ForEachTabs: View {
    @State private var selection = 1

    var body: some View {
        let _ = Triggers.shared.register("select 3") { selection = 3 }
        TabView(selection: $selection) {
            ForEach(1..<4) { index in
                Leaf(name: "T\(index)").tabItem { Text("T\(index)") }
            }
        }
    }
}
