// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Symbols
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Symbol effects are drawn only: each modifier is listed in Headless.inertCalls, and what it
    // was given is kept by the effect's variants and the options.
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

        @Test("a configuration names the effect and its variants, the last choice per setting winning")
        func configurationSummaries() {
            #expect(BounceSymbolEffect.bounce.up.byLayer.configuration.summary == "bounce.up.byLayer")
            #expect(BounceSymbolEffect.bounce.up.down.configuration.summary == "bounce.down")
            #expect(
                VariableColorSymbolEffect.variableColor.iterative.reversing.dimInactiveLayers.configuration
                    .summary
                    == "variableColor.iterative.dimInactiveLayers.reversing")
            #expect(SymbolEffectOptions.speed(2).repeat(3).summary == "speed 2.0, repeat 3")
            #expect(SymbolEffectOptions.default.summary == "speed 1.0, automatic")
        }

        @Test("content transitions and transitions keep the effect they were given")
        func transitions() {
            #expect(
                ContentTransition.symbolEffect(.replace.downUp).name
                    == "symbolEffect(replace.downUp, speed 1.0, automatic)")
            #expect(ContentTransition.symbolEffect == .symbolEffect(.automatic))
            #expect(SymbolEffectTransition.symbolEffect(.appear.up).configuration.summary == "appear.up")
        }
    }
}
