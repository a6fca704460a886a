// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Symbols
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Symbol effects are drawn only: each modifier is listed in Headless.inertCalls, and what it
    // was given is kept.
    @Suite(.serialized) @MainActor struct SymbolEffectInertTests {
        struct Badge: View {
            var count: Int

            var body: some View {
                Image(systemName: "bell")
                    .symbolEffect(.bounce.up.byLayer, options: .speed(2), value: count)
                    .symbolEffect(.pulse, options: .repeat(3), isActive: count > 1)
            }
        }

        @Test("both symbolEffect forms are recorded by Apple's name")
        func recordsBothForms() {
            Headless.reset()
            _ = showInWindow(UIHostingController(rootView: Badge(count: 0)))
            #expect(
                Headless.inertCalls == [
                    "View.symbolEffect(_:options:isActive:)", "View.symbolEffect(_:options:value:)",
                ])
        }

        @Test("content transitions and transitions keep the effect they were given")
        func transitions() {
            #expect(
                ContentTransition.symbolEffect(.replace.downUp).name == "symbolEffect(ReplaceSymbolEffect)")
            #expect(ContentTransition.symbolEffect == .symbolEffect(.automatic))
            #expect(
                SymbolEffectTransition.symbolEffect(.appear.up).configuration
                    == AppearSymbolEffect.appear.up.configuration)
        }
    }
}
