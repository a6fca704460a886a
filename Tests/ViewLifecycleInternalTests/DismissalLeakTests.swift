// ViewLifecycle · ViewLifecycleInternalTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import Testing

    @testable import ViewLifecycle

    /// What a test lets go of and later asks about: the objects of one tracked view.
    @MainActor private final class Tracked {
        weak var bridge: LifecycleBridgeController?
        weak var relay: LifecycleRelay?
        /// Held by the view's `onDidAppear` handler, so it lives as long as the handlers do.
        weak var handlerToken: AnyObject?
        /// Held by the view's `lifecycleTask` work, so it lives as long as the running task does.
        weak var taskToken: AnyObject?

        final class Token: Sendable {}

        /// A tracked view whose handler and work hold fresh tokens, remembered here weakly; call it
        /// from a body.
        func view(_ name: String) -> some View {
            let handlerToken = Token()
            let taskToken = Token()
            self.handlerToken = handlerToken
            self.taskToken = taskToken
            return Text(name)
                .onDidAppear { withExtendedLifetime(handlerToken) {} }
                .lifecycleTask {
                    withExtendedLifetime(taskToken) {}
                    try? await Task.sleep(nanoseconds: 60_000_000_000)
                }
        }

        /// Remembers the first bridge found under `controller` (its children and presentations).
        func find(under controller: UIViewController) {
            if let bridge = controller as? LifecycleBridgeController {
                self.bridge = bridge
                relay = bridge.relay
                return
            }
            for child in controller.children + [controller.presentedViewController].compactMap({ $0 }) {
                find(under: child)
            }
        }

        /// What is still alive of the bridge, relay, handlers and task, once the run loop has let
        /// the cancelled task end.
        func survivors() -> [String] {
            Driver.runUntilIdle()
            let alive = [bridge != nil, relay != nil, handlerToken != nil, taskToken != nil]
            return zip(["bridge", "relay", "handlers", "task"], alive).filter(\.1).map(\.0)
        }
    }

    /// A tracked view whose tokens are made in its body, so that only the graph, never the host's
    /// root view value, holds the handlers and work of the latest update.
    private struct TrackedContent: View {
        let name: String
        let tracked: Tracked

        var body: some View { tracked.view(name) }
    }

    /// A root presenting `content` in a sheet or a cover, and a tab view whose second tab is
    /// `content` while the binding is on.
    private struct Holder<Content: View>: View {
        enum Kind { case sheet, cover, tab }

        let kind: Kind
        let content: Content
        let expose: (Binding<Bool>) -> Void
        @State private var isOn = false

        var body: some View {
            let _ = expose($isOn)
            switch kind {
            case .sheet: Text("Root").sheet(isPresented: $isOn) { content }
            case .cover: Text("Root").fullScreenCover(isPresented: $isOn) { content }
            case .tab:
                TabView {
                    Text("A").tabItem { Text("A") }
                    if isOn { content.tabItem { Text("B") } }
                }
            }
        }
    }

    extension ModifierInternalTests {
        // DESIGN.md contract 6: nothing is retained past teardown. Pops are LeakTests.swift.
        @MainActor struct DismissalLeakTests {
            @Test(
                "a sheet swiped away frees its view's bridge, relay, handlers and task",
                .tasksFollowVirtualTime)
            func sheetSwipedAway() throws {
                _ = Log.start()
                let tracked = Tracked()
                var isOn: Binding<Bool>?
                let host = UIHostingController(
                    rootView: Holder(kind: .sheet, content: TrackedContent(name: "S", tracked: tracked)) {
                        isOn = $0
                    })
                let window = showInWindow(host)
                try #require(isOn).wrappedValue = true
                Driver.runUntilIdle()
                do {
                    let sheet = try #require(host.presentedViewController)
                    tracked.find(under: sheet)
                    try #require(
                        tracked.bridge != nil && tracked.handlerToken != nil && tracked.taskToken != nil)
                    try #require(Driver.beginInteractiveDismissal(sheet)).finish()
                }
                Driver.runUntilIdle()
                #expect(host.presentedViewController == nil)
                #expect(tracked.survivors() == [])
                withExtendedLifetime(window) {}
            }

            @Test(
                "a dismissed full-screen cover frees its view's bridge, relay, handlers and task",
                .tasksFollowVirtualTime)
            func coverDismissed() throws {
                _ = Log.start()
                let tracked = Tracked()
                var isOn: Binding<Bool>?
                let host = UIHostingController(
                    rootView: Holder(kind: .cover, content: TrackedContent(name: "C", tracked: tracked)) {
                        isOn = $0
                    })
                let window = showInWindow(host)
                let binding = try #require(isOn)
                binding.wrappedValue = true
                Driver.runUntilIdle()
                tracked.find(under: host)
                try #require(tracked.bridge != nil && tracked.handlerToken != nil && tracked.taskToken != nil)
                binding.wrappedValue = false
                Driver.runUntilIdle()
                #expect(host.presentedViewController == nil)
                #expect(tracked.survivors() == [])
                withExtendedLifetime(window) {}
            }

            @Test(
                "a removed tab frees its view's bridge, relay, handlers and task", .tasksFollowVirtualTime)
            func tabRemoved() throws {
                _ = Log.start()
                let tracked = Tracked()
                var isOn: Binding<Bool>?
                let host = UIHostingController(
                    rootView: Holder(kind: .tab, content: TrackedContent(name: "B", tracked: tracked)) {
                        isOn = $0
                    })
                let window = showInWindow(host)
                let binding = try #require(isOn)
                binding.wrappedValue = true
                Driver.runUntilIdle()
                try #require(Driver.tapTab("B"))
                Driver.runUntilIdle()
                tracked.find(under: host)
                try #require(tracked.bridge != nil && tracked.handlerToken != nil && tracked.taskToken != nil)
                binding.wrappedValue = false
                Driver.runUntilIdle()
                #expect(tracked.survivors() == [])
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
