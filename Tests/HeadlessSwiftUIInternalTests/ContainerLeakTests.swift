// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

// Internal: reaches the graphs and nodes of the hosting controllers that containers and
// presentations make, which SwiftUI does not expose, so this file runs headlessly only.
@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Source: DESIGN.md contract item 6 (nothing outlives its identity) and issue 10, item 7.
    @Suite(.serialized) @MainActor struct ContainerLeakTests {
        @Test("a dismissed sheet's graph and nodes are freed, and the presenter lets go of it")
        func sheetGraphFreed() throws {
            _ = Log.start()
            let host = UIHostingController(rootView: RepresentablePresenter(cover: false))
            _ = showInWindow(host)
            Triggers.shared.tap("present S")
            Driver.runUntilIdle()
            weak var graph: ViewGraph?
            weak var root: ViewNode?
            do {
                let sheet = try #require(host.presentedViewController as? UIHostingController<AnyView>)
                graph = sheet.graph
                root = sheet.graph.root
            }
            #expect(graph != nil && root != nil)
            #expect(Headless.dump(host).contains("presenting"))
            Triggers.shared.tap("dismiss S")
            Driver.runUntilIdle()
            #expect(graph == nil)
            #expect(root == nil)
            #expect(!Headless.dump(host).contains("presenting"))
        }

        @Test("a removed tab's graph and nodes are freed")
        func tabGraphFreed() throws {
            _ = Log.start()
            let host = UIHostingController(rootView: RemovableTabs())
            _ = showInWindow(host)
            Headless.tapTab("C")
            Driver.runUntilIdle()
            Headless.tapTab("A")
            Driver.runUntilIdle()
            weak var graph: ViewGraph?
            weak var root: ViewNode?
            do {
                let tabs = try #require(host.children.first as? UITabBarController)
                let third = try #require(tabs.viewControllers?.last as? UIHostingController<AnyView>)
                graph = third.graph
                root = third.graph.root
            }
            #expect(graph != nil && root != nil)
            Triggers.shared.tap("remove C")
            Driver.runUntilIdle()
            #expect(graph == nil)
            #expect(root == nil)
        }

        @Test("a TabView removed from the graph frees every tab's host and graph")
        func tabViewFreed() throws {
            _ = Log.start()
            let flag = Flag(true)
            let host = UIHostingController(rootView: RemovableTabView(flag: flag))
            _ = showInWindow(host)
            weak var tabBarController: UITabBarController?
            weak var firstGraph: ViewGraph?
            do {
                let tabs = try #require(host.children.first as? UITabBarController)
                let first = try #require(tabs.viewControllers?.first as? UIHostingController<AnyView>)
                tabBarController = tabs
                firstGraph = first.graph
            }
            flag.isOn = false
            Driver.runUntilIdle()
            #expect(tabBarController == nil)
            #expect(firstGraph == nil)
        }
    }
}

/// A tab view shown while a flag is on.
struct RemovableTabView: View {
    let flag: Flag

    var body: some View {
        if flag.isOn {
            TabView {
                Text("A").tabItem { Text("A") }
                Text("B").tabItem { Text("B") }
            }
        }
    }
}
