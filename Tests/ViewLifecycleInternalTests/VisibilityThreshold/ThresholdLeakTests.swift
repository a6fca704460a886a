// ViewLifecycle · ViewLifecycleInternalTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import HeadlessTesting
    import Testing

    @testable import ViewLifecycle

    /// A scroll view holding a row with a threshold handler while `showsRow` is on. The token is
    /// held weakly here, so only the handler keeps it.
    private struct RemovableRow: View {
        @State var showsRow = true
        weak var token: AnyObject?
        let expose: (Binding<Bool>) -> Void

        var body: some View {
            let _ = expose($showsRow)
            ScrollView {
                VStack {
                    if showsRow, let token {
                        Text("Row").frame(height: 400)
                            .onVisibilityChange(threshold: 0.5) { [token] in
                                withExtendedLifetime(token) {}
                                log("row \($0)")
                            }
                    }
                }
            }
        }
    }

    extension ModifierInternalTests {
        // DESIGN.md contract 6: nothing is retained past teardown, the gate and the probe included.
        @MainActor struct ThresholdLeakTests {
            @Test(
                "a removed row's bridge, gate, probe and handlers are freed, and a scroll after tells it nothing"
            )
            func removedRowIsFreed() throws {
                let events = Log.start()
                final class Token {}
                weak var handlerToken: AnyObject?
                weak var bridge: UIViewController?
                var showsRow: Binding<Bool>?
                let host: UIHostingController<RemovableRow>
                let window: UIWindow
                do {
                    let token = Token()
                    handlerToken = token
                    host = UIHostingController(rootView: RemovableRow(token: token) { showsRow = $0 })
                    window = showInWindow(host)
                }
                bridge = try #require(host.children.first as? LifecycleBridgeController)
                #expect(events.take() == ["row true"])
                showsRow?.wrappedValue = false
                Driver.runUntilIdle()
                #expect(events.take() == ["row false"])
                try Headless.scroll(to: .offset(10))
                #expect(events.take() == [])
                #expect(bridge == nil)
                #expect(handlerToken == nil)
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
