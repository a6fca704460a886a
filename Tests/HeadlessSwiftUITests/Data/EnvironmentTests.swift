// ViewLifecycle · HeadlessSwiftUITests

import Testing

struct AccentKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

extension SwiftUITests {
    // Source: apple-api.md 2.11 (Environment, scenePhase) and
    // traces/20-swiftui-scenephase-and-app-background-foreground.md (active -> inactive -> background,
    // background -> inactive -> active; no onAppear/onDisappear on background or foreground).
    @Suite(.serialized) @MainActor struct EnvironmentTests {
        struct Accented: View {
            @Environment(\.accent) private var accent

            var body: some View {
                let _ = log("Accented body \(accent)")
                EmptyView()
            }
        }

        struct Plain: View {
            var body: some View {
                let _ = log("Plain body")
                Accented()
            }
        }

        @Test("an environment change re-runs the views that read the key, past views that do not")
        func readers() {
            let log = Log.start()
            let host = UIHostingController(rootView: Plain().environment(\.accent, "red"))
            _ = showInWindow(host)
            #expect(log.take() == ["Plain body", "Accented body red"])
            host.rootView = Plain().environment(\.accent, "red")
            Driver.runUntilIdle()
            #expect(log.take() == [])
            host.rootView = Plain().environment(\.accent, "blue")
            Driver.runUntilIdle()
            #expect(log.take() == ["Accented body blue"])
        }

        struct PhaseWatcher: View {
            @Environment(\.scenePhase) private var scenePhase

            var body: some View {
                Text("phase")
                    .onChange(of: scenePhase) { old, new in log("\(old) -> \(new)") }
                    .onAppear { log("onAppear") }
                    .onDisappear { log("onDisappear") }
            }
        }

        @Test("scenePhase follows the app to the background and back, and no view appears or disappears")
        func scenePhase() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: PhaseWatcher()))
            #expect(log.take() == ["onAppear"])
            Driver.enterBackground()
            Driver.runUntilIdle()
            #expect(log.take() == ["active -> inactive", "inactive -> background"])
            Driver.enterForeground()
            Driver.runUntilIdle()
            #expect(log.take() == ["background -> inactive", "inactive -> active"])
        }
    }
}
