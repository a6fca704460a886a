// ViewLifecycle · HeadlessSwiftUITests

import Testing

/// Counts the `@State` initial values made, so a test sees whether state was kept or remade.
/// Written only from view initializers, which run on the main actor in these tests; not
/// isolated because a stored property's initial value is evaluated outside the main actor.
nonisolated(unsafe) private var seedsMade = 0

private func nextSeed() -> Int {
    seedsMade += 1
    return seedsMade
}

extension SwiftUITests {
    // Issue 18: modifiers that only draw (layout, text, input, animation, chrome) never change a
    // view's identity or state, whatever values they are given.
    @Suite(.serialized) @MainActor struct InertModifierTests {
        struct Seeded: View {
            @State private var seed = nextSeed()

            var body: some View {
                let _ = log("body seed")
                Text("seeded").onAppear { log("onAppear") }
            }
        }

        struct Styled: View {
            let flag: Flag
            @State private var seed = nextSeed()

            var body: some View {
                let on = flag.isOn
                let _ = log("styled seed \(seed)")
                Seeded()
                    .padding(on ? 8 : 0)
                    .frame(width: on ? 100 : nil)
                    .font(on ? .headline : .body)
                    .bold(on)
                    .lineLimit(on ? 1 : nil)
                    .multilineTextAlignment(on ? .center : .leading)
                    .keyboardType(on ? .numberPad : .default)
                    .animation(.default, value: on)
                    .navigationBarTitleDisplayMode(on ? .inline : .large)
                    .accessibilityLabel(on ? "On" : "Off")
            }
        }

        @Test("changing inert modifiers' values keeps the content's identity and state")
        func stateSurvives() {
            let log = Log.start()
            let flag = Flag()
            _ = showInWindow(UIHostingController(rootView: Styled(flag: flag)))
            Driver.runUntilIdle()
            #expect(log.take() == ["styled seed 1", "body seed", "onAppear"])
            flag.isOn = true
            Driver.runUntilIdle()
            flag.isOn = false
            Driver.runUntilIdle()
            #expect(log.take() == ["styled seed 1", "styled seed 1"])
        }
    }
}
