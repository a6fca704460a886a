// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: a custom ViewModifier with its View extension, and custom shapes
    // drawn with Path.
    @Suite(.serialized) @MainActor struct CustomModifierShapeScreenTests {
        struct CardModifier: ViewModifier {
            var isHighlighted: Bool

            func body(content: Content) -> some View {
                content
                    .padding()
                    .background(
                        RoundedRectangle(cornerRadius: 12, style: .continuous)
                            .fill(Color(.secondarySystemBackground))
                    )
                    .overlay(
                        RoundedRectangle(cornerRadius: 12, style: .continuous)
                            .strokeBorder(isHighlighted ? Color.accentColor : .clear, lineWidth: 2)
                    )
                    .shadow(radius: isHighlighted ? 6 : 0)
            }
        }

        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }

        struct ProgressRing: View {
            var progress: Double

            var body: some View {
                ZStack {
                    Circle()
                        .stroke(.quaternary, lineWidth: 10)
                    Circle()
                        .trim(from: 0, to: progress)
                        .stroke(.tint, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Text(progress, format: .percent.precision(.fractionLength(0)))
                        .font(.headline)
                }
                .frame(width: 80, height: 80)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Progress")
                .accessibilityValue(Text(progress, format: .percent))
            }
        }

        struct Counter: View {
            @State private var count = 0

            var body: some View {
                Button("Count \(count)") {
                    count += 1
                    log("count \(count)")
                }
            }
        }

        struct ShapesView: View {
            @State private var isHighlighted = false

            var body: some View {
                VStack(spacing: 20) {
                    Counter()
                        .card(highlighted: isHighlighted)
                    HStack {
                        Triangle()
                            .fill(
                                LinearGradient(
                                    colors: [.orange, .pink], startPoint: .topLeading,
                                    endPoint: .bottomTrailing)
                            )
                            .frame(width: 60, height: 50)
                        Triangle()
                            .stroke(style: StrokeStyle(lineWidth: 2, lineJoin: .round, dash: [4, 2]))
                            .frame(width: 60, height: 50)
                        ProgressRing(progress: 0.4)
                    }
                    Toggle("Highlight", isOn: $isHighlighted)
                }
                .padding()
            }
        }

        @Test(
            "changing the custom modifier's value keeps the content's state",
            .enabled(if: Driver.drivesUserActions))
        func keepsState() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: ShapesView()))
            try Driver.tap("Count 0")
            try Driver.tap("Highlight")
            // The counter kept its state through the modifier's change: its label reads 1 still.
            try Driver.tap("Count 1")
            #expect(events.take() == ["count 1", "count 2"])
        }
    }
}

extension View {
    /// Wraps the view in the sweep's card look.
    fileprivate func card(highlighted: Bool = false) -> some View {
        modifier(SwiftUITests.CustomModifierShapeScreenTests.CardModifier(isHighlighted: highlighted))
    }
}
