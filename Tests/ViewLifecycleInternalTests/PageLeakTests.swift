// ViewLifecycle · ViewLifecycleInternalTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import Testing

    @testable import ViewLifecycle

    /// A page-style `TabView` whose first page is a bridge joined to the test's link, shown while the
    /// binding is on; the link is how the test reaches the page's relay, which no controller tree
    /// holds (a page's bridge never gets a parent).
    private struct PagedBridge: View {
        let link: RelayLink
        let expose: (Binding<Bool>) -> Void
        @State private var shows = true

        var body: some View {
            let _ = expose($shows)
            if shows {
                TabView {
                    LifecycleBridge(handlers: LifecycleHandlers(), link: link)
                        .onAppear { link.swiftUIAppearanceChanged(isShown: true) }
                        .onDisappear { link.swiftUIAppearanceChanged(isShown: false) }
                    Text("Page 2")
                }
                .tabViewStyle(.page)
            }
        }
    }

    extension ModifierInternalTests {
        // DESIGN.md contract 6 where SwiftUI's side speaks (issue 20): a page's bridge and relay,
        // held by no controller tree, are freed when the page's identity leaves.
        @MainActor struct PageLeakTests {
            @Test("a page's bridge and relay are freed when its page-style TabView is removed")
            func removedPages() throws {
                _ = Log.start()
                let link = RelayLink()
                var shows: Binding<Bool>?
                let window = showInWindow(
                    UIHostingController(rootView: PagedBridge(link: link) { shows = $0 }))
                let relay = Weak(try #require(link.relay))
                let bridge = Weak(try #require(link.relay?.bridge))
                #expect(relay.value?.phase == .visible)
                #expect(bridge.value != nil && bridge.value?.parent == nil)
                shows?.wrappedValue = false
                Driver.runUntilIdle()
                #expect(relay.value == nil)
                #expect(bridge.value == nil)
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
