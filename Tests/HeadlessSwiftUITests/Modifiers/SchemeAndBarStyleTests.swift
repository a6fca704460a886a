// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's documentation of `preferredColorScheme(_:)`, `toolbarColorScheme(_:for:)`,
    // `toolbarBackground(_:for:)` and `presentationBackground(_:)`: they only draw, so changing
    // their values keeps the content's identity and state.
    @Suite(.serialized) @MainActor struct SchemeAndBarStyleTests {
        struct Counter: View {
            @State var count = 0

            var body: some View {
                let _ = log("Counter \(count)")
                let _ = Triggers.shared.register("count") { count += 1 }
                Text("\(count)").onAppear { log("Counter onAppear") }
            }
        }

        struct Screen: View {
            @State var dark = false

            var body: some View {
                let _ = Triggers.shared.register("dark") { dark.toggle() }
                Counter()
                    .preferredColorScheme(dark ? .dark : nil)
                    .toolbarColorScheme(dark ? .dark : .light, for: .navigationBar)
                    .toolbarBackground(dark ? Color.black : Color.white, for: .navigationBar, .tabBar)
                    .presentationBackground(.thinMaterial)
            }
        }

        @Test("scheme and bar style modifiers keep the content's identity and state when they change")
        func keepIdentity() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Screen()))
            Triggers.shared.tap("count")
            Driver.runUntilIdle()
            Triggers.shared.tap("dark")
            Driver.runUntilIdle()
            Triggers.shared.tap("count")
            Driver.runUntilIdle()
            #expect(log.take() == ["Counter 0", "Counter onAppear", "Counter 1", "Counter 2"])
        }
    }
}
