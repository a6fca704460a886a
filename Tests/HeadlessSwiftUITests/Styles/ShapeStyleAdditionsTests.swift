// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's documentation of `ShapeStyle.resolve(in:)` and `Color.init(_:)` (a color
    // from a style that resolves to a color), and the conic-gradient builders.
    @Suite(.serialized) @MainActor struct ShapeStyleAdditionsTests {
        struct Brand: ShapeStyle, Hashable {
            func resolve(in environment: EnvironmentValues) -> Color.Resolved {
                Color.Resolved(red: 0.25, green: 0.5, blue: 0.75)
            }
        }

        @Test("a color made from a custom style resolves as the style does")
        func colorFromStyle() {
            let color = Color(Brand())
            #expect(
                color.resolve(in: EnvironmentValues()) == Color.Resolved(red: 0.25, green: 0.5, blue: 0.75))
        }

        @Test("conic gradients are angular gradients turning a full circle")
        func conic() {
            let stops = [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 1)]
            let fromStops: AngularGradient = .conicGradient(stops: stops, center: .center)
            let direct = AngularGradient(stops: stops, center: .center, angle: .zero)
            #expect(String(describing: fromStops) == String(describing: direct))
            let fromColors: AngularGradient = .conicGradient(
                colors: [.red, .blue], center: .top, angle: .degrees(90))
            #expect(
                String(describing: fromColors)
                    == String(
                        describing: AngularGradient(colors: [.red, .blue], center: .top, angle: .degrees(90)))
            )
        }

        struct Reply: View {
            var body: some View {
                VStack {
                    Text("Reply").foregroundStyle(.placeholder)
                    Text("Open").foregroundStyle(.link)
                }
                .background(.fill)
                .background(.windowBackground)
                .onAppear { log("styled appears") }
            }
        }

        @Test("iOS 17's semantic styles style a view without changing its identity")
        func semanticStyles() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Reply()))
            #expect(log.take() == ["styled appears"])
        }
    }
}
