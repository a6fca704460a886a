// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Source: Apple's documentation of Liquid Glass (iOS 26): `glassEffect(_:in:)`, `Glass` with
    // `regular`, `clear`, `identity`, `tint(_:)` and `interactive(_:)`, `GlassEffectContainer`,
    // and the `.glass` and `.glassProminent` button styles. Headless only: the iOS 17.4 SDK the
    // dual-import tests are checked against has none of it. Nothing is drawn: the screen and the
    // buttons behave as without the glass, and the effect is recorded as inert.
    @Suite(.serialized) @MainActor struct GlassTests {
        struct Toolbar: View {
            @Namespace private var glass
            @State private var count = 0

            var body: some View {
                GlassEffectContainer(spacing: 20) {
                    HStack {
                        Text("Count \(count)")
                            .padding()
                            .glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 16))
                            .glassEffectID("count", in: glass)
                        Button("Add") { count += 1 }
                            .buttonStyle(.glass)
                        Button("Reset") { count = 0 }
                            .buttonStyle(.glassProminent)
                        Button("Clear") { count = 0 }
                            .buttonStyle(.glass(.clear))
                    }
                }
            }
        }

        @Test("glass views lay out and behave as without the glass; the effect is recorded as inert")
        func glassScreen() throws {
            Headless.host(Toolbar())
            try Headless.tap("Add")
            try Headless.tap("Add")
            #expect(
                Headless.screen() == """
                    Text "Count 2"
                    Button "Add"
                    Button "Reset"
                    Button "Clear"

                    """)
            #expect(Headless.inertCalls.contains("View.glassEffect(_:in:)"))
            #expect(Glass.regular.tint(.blue) != Glass.regular)
            #expect(Glass.clear.interactive() == Glass.clear.interactive(true))
        }
    }
}
