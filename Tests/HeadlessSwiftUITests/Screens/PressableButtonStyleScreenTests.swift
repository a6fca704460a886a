// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: a custom ButtonStyle that reacts to configuration.isPressed, next
    // to the built-in styles.
    @Suite(.serialized) @MainActor struct PressableButtonStyleScreenTests {
        struct PressableButtonStyle: ButtonStyle {
            var color: Color = .accentColor

            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding(.vertical, 12)
                    .padding(.horizontal, 24)
                    .background(color.opacity(configuration.isPressed ? 0.7 : 1), in: Capsule())
                    .scaleEffect(configuration.isPressed ? 0.96 : 1)
                    .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
            }
        }

        struct CheckoutView: View {
            @State private var quantity = 1

            var body: some View {
                VStack(spacing: 16) {
                    Text("Quantity: \(quantity)")
                        .font(.title3)
                    HStack {
                        Button {
                            quantity = max(1, quantity - 1)
                        } label: {
                            Image(systemName: "minus")
                        }
                        .buttonStyle(.bordered)
                        .buttonBorderShape(.circle)
                        .accessibilityLabel("Fewer")

                        Button {
                            quantity += 1
                        } label: {
                            Image(systemName: "plus")
                        }
                        .buttonStyle(.bordered)
                        .buttonBorderShape(.circle)
                        .accessibilityLabel("More")
                    }
                    Button("Buy Now") { log("buy \(quantity)") }
                        .buttonStyle(PressableButtonStyle(color: .green))
                    Button("Save for Later") {}
                        .buttonStyle(.borderedProminent)
                        .buttonBorderShape(.roundedRectangle(radius: 8))
                        .controlSize(.small)
                }
            }
        }

        @Test(
            "a button under a custom ButtonStyle still runs its action",
            .enabled(if: Driver.drivesUserActions))
        func buys() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: CheckoutView()))
            try Driver.tap("More")
            try Driver.tap("More")
            try Driver.tap("Buy Now")
            #expect(events.take() == ["buy 3"])
        }
    }
}
