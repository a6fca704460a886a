// ViewLifecycle · HeadlessSwiftUITests

import Symbols
import Testing

extension SwiftUITests {
    // Issue 32: iOS 17's symbol effects compile as apps write them, with or without `import Symbols`,
    // and leave the screen's behaviour alone.
    @Suite(.serialized) @MainActor struct SymbolEffectTests {
        struct Bell: View {
            @State private var rings = 0
            @State private var isMuted = false

            var body: some View {
                VStack {
                    Button("Ring") { rings += 1 }
                    Image(systemName: isMuted ? "bell.slash" : "bell")
                        .symbolEffect(.bounce.up.byLayer, options: .speed(2), value: rings)
                        .symbolEffect(.pulse, options: .repeating, isActive: rings > 2)
                        .symbolEffect(.variableColor.iterative.reversing)
                        .contentTransition(.symbolEffect(.replace.downUp))
                    if isMuted {
                        Image(systemName: "speaker.slash").transition(.symbolEffect(.appear.byLayer))
                    }
                    Button("Mute") { isMuted.toggle() }
                }
                .onChange(of: rings) { _, rings in log("rings \(rings)") }
                .onChange(of: isMuted) { _, muted in log("muted \(muted)") }
            }
        }

        @Test(
            "a screen with symbol effects keeps its state and actions", .enabled(if: Driver.drivesUserActions)
        )
        func effectsLeaveBehaviourAlone() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Bell()))
            try Driver.tap("Ring")
            try Driver.tap("Mute")
            #expect(events.take() == ["rings 1", "muted true"])
        }

        @Test("effects and options are equal when their variants are")
        func effectsCompareByVariant() {
            let up: BounceSymbolEffect = .bounce.up
            #expect(up == .bounce.up)
            #expect(up != .bounce.down)
            #expect(up.configuration != BounceSymbolEffect.bounce.configuration)
            #expect(PulseSymbolEffect.pulse.byLayer == .pulse.byLayer)
            #expect(SymbolEffectOptions.speed(2) == .default.speed(2))
            #expect(SymbolEffectOptions.repeating != .nonRepeating)
            #expect(SymbolEffectOptions.repeat(3) == .default.repeat(3))
        }
    }
}
