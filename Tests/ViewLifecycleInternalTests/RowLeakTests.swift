// ViewLifecycle · ViewLifecycleInternalTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import Testing

    @testable import ViewLifecycle

    /// A `List` whose first row is tracked, shown while the binding is on.
    private struct TrackedList: View {
        let expose: (Binding<Bool>) -> Void
        @State private var shows = true

        var body: some View {
            let _ = expose($shows)
            if shows {
                List {
                    Text("Tracked").onLifecycle { _, _ in }
                    ForEach(0..<200, id: \.self) { Text("Row \($0)") }
                }
            }
        }
    }

    /// Weak references to the first bridge under a host, and its relay.
    @MainActor private final class FoundBridge {
        weak var bridge: LifecycleBridgeController?
        weak var relay: LifecycleRelay?

        init(under host: UIViewController) {
            bridge = host.children.lazy.compactMap { $0 as? LifecycleBridgeController }.first
            relay = bridge?.relay
        }
    }

    extension ModifierInternalTests {
        // DESIGN.md contract 6 for the rows SwiftUI's side speaks for (issue 20): a row scrolled
        // away and back, then removed, or scrolled so far that the list lets it go, frees its bridge
        // and relay.
        @MainActor struct RowLeakTests {
            @Test("a list row scrolled away and back, then removed, frees its bridge and relay")
            func removedRow() {
                _ = Log.start()
                var shows: Binding<Bool>?
                let host = UIHostingController(rootView: TrackedList { shows = $0 })
                let window = showInWindow(host)
                let found = FoundBridge(under: host)
                #expect(found.bridge != nil)
                Driver.scrollContent(by: 1_000)
                Driver.scrollContentToTop()
                shows?.wrappedValue = false
                Driver.runUntilIdle()
                #expect(found.bridge == nil)
                #expect(found.relay == nil)
                withExtendedLifetime(window) {}
            }

            @Test("a list row scrolled far beyond what the list keeps is released with its bridge and relay")
            func releasedRow() {
                _ = Log.start()
                let host = UIHostingController(rootView: TrackedList { _ in })
                let window = showInWindow(host)
                let found = FoundBridge(under: host)
                #expect(found.relay != nil)
                Driver.scrollContent(by: 6_000)
                #expect(found.bridge == nil)
                #expect(found.relay == nil)
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
