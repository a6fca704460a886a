// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Source: DESIGN.md contract item 6 (nothing outlives its identity) and issue 10, item 7.
    @Suite(.serialized) @MainActor struct TabViewLeakTests {
        @Test("a tab removed from the content frees its hosting controller and its representable")
        func removedTabFreed() throws {
            let log = Log.start()
            let host = UIHostingController(rootView: RemovableTabs())
            _ = showInWindow(host)
            Driver.tapTab("C")
            Driver.runUntilIdle()
            Driver.tapTab("A")
            Driver.runUntilIdle()
            let removed: Weak<UIViewController>
            do {
                let tabs = try #require(host.children.first as? UITabBarController)
                let third = try #require(tabs.viewControllers?.last)
                #expect(tabs.viewControllers?.count == 3)
                removed = Weak(third)
            }
            #expect(Objects.shared.controllers["C"]?.value != nil)
            _ = log.take()
            Triggers.shared.tap("remove C")
            Driver.runUntilIdle()
            // C's tab was off screen: its host leaves the tab bar controller and goes away with its
            // graph, which dismantles the representable; no appearance callback.
            #expect(log.take() == ["C dismantleUIViewController"])
            #expect(removed.value == nil)
            #expect(Objects.shared.coordinators["C"]?.value == nil)
            #expect(Objects.shared.controllers["C"]?.value == nil)
        }
    }
}
