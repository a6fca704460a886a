// ViewLifecycle · ViewLifecycleInternalTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import Testing
    import ViewLifecycle

    /// A view that keeps its visibility in `@State`, as an app would, and logs each body.
    private struct VisibilityInState: View {
        @State private var isVisible = false

        var body: some View {
            let _ = log("body visible \(isVisible)")
            Text("A").onVisibilityChange { isVisible = $0 }
        }
    }

    extension ModifierInternalTests {
        // SwiftUI warns when state changes during a view update (HeadlessSwiftUI prints the same
        // warning). The scene's activity reaches the bridge in an update, so its visibility handlers
        // run after it. Headless only: it reads the runtime's console.
        @MainActor struct VisibilityStateTests {
            @Test("a visibility handler that sets state runs after the update: no warning, one new body")
            func handlerSetsStateOutsideTheUpdate() {
                let events = Log.start()
                let window = showInWindow(UIHostingController(rootView: VisibilityInState()))
                #expect(events.take() == ["body visible false", "body visible true"])
                Driver.enterBackground()
                Driver.runUntilIdle()
                #expect(events.take() == ["body visible false"])
                Driver.enterForeground()
                Driver.runUntilIdle()
                #expect(events.take() == ["body visible true"])
                #expect(Headless.consoleMessages == [])
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
