// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Style modifiers only draw: adding them, or changing their values, keeps the content's
    // identity, so its state survives and its onAppear fires once (DESIGN.md: identity is
    // position + type + branch, and a modifier's value is not part of its type).
    @Suite(.serialized) @MainActor struct StyleIdentityTests {
        struct Counted: View {
            let flag: Flag
            @State private var count = 0

            var body: some View {
                let _ = log("body \(count)")
                Text("count \(count)")
                    .onAppear { log("appear") }
                    .onChange(of: flag.isOn) { count += 1 }
            }
        }

        struct Styled: View {
            let flag: Flag

            var body: some View {
                Counted(flag: flag)
                    .opacity(flag.isOn ? 0.5 : 1)
                    .foregroundStyle(flag.isOn ? Color.red : Color.blue)
                    .tint(.green)
                    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8))
                    .overlay(Color.black.opacity(0.1), in: Capsule())
                    .border(.secondary, width: flag.isOn ? 2 : 1)
                    .clipShape(RoundedRectangle(cornerRadius: 4))
                    .clipped()
                    .shadow(radius: flag.isOn ? 4 : 2)
                    .blur(radius: 1)
                    .scaleEffect(flag.isOn ? 2 : 1)
                    .rotationEffect(.degrees(flag.isOn ? 10 : 0))
                    .rotation3DEffect(.degrees(5), axis: (x: 0, y: 1, z: 0))
                    .zIndex(1)
                    .contentShape(Rectangle())
                    .brightness(0.1)
                    .contrast(1.1)
                    .saturation(0.9)
                    .grayscale(0.2)
                    .colorMultiply(.white)
                    .blendMode(.multiply)
                    .compositingGroup()
                    .drawingGroup()
                    .mask { Rectangle() }
            }
        }

        @Test("changing style values keeps the content's state; onAppear fires once")
        func valuesChange() {
            let log = Log.start()
            let flag = Flag()
            _ = showInWindow(UIHostingController(rootView: Styled(flag: flag)))
            #expect(log.take() == ["body 0", "appear"])
            flag.isOn = true
            Driver.runUntilIdle()
            #expect(log.take() == ["body 0", "body 1"])
            flag.isOn = false
            Driver.runUntilIdle()
            #expect(log.take() == ["body 1", "body 2"])
        }

        struct Toggled: View {
            let flag: Flag
            @State private var taps = 0

            var body: some View {
                Text("taps \(taps)")
                    .opacity(flag.isOn ? 0 : 1)
                    .onAppear { log("appear") }
                    .onDisappear { log("disappear") }
                    .onChange(of: flag.isOn) {
                        taps += 1
                        log("taps \(taps)")
                    }
            }
        }

        @Test("opacity 0 and back: the view neither disappears nor loses its state")
        func opacityToggle() {
            let log = Log.start()
            let flag = Flag()
            _ = showInWindow(UIHostingController(rootView: Toggled(flag: flag)))
            #expect(log.take() == ["appear"])
            flag.isOn = true
            Driver.runUntilIdle()
            flag.isOn = false
            Driver.runUntilIdle()
            #expect(log.take() == ["taps 1", "taps 2"])
        }

        /// A shape as apps write them, with its own animatable data.
        struct Wave: Shape {
            var phase: Double

            var animatableData: Double {
                get { phase }
                set { phase = newValue }
            }

            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.move(to: CGPoint(x: rect.minX, y: rect.midY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY + phase))
                }
            }
        }

        struct Shapes: View {
            var body: some View {
                VStack {
                    Rectangle().fill(.red)
                    RoundedRectangle(cornerRadius: 8, style: .continuous).stroke(.blue, lineWidth: 2)
                    UnevenRoundedRectangle(topLeadingRadius: 4, bottomTrailingRadius: 8).fill(.tint)
                    Circle().strokeBorder(.primary, lineWidth: 3)
                    Capsule().fill(
                        LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                    Ellipse().fill(.secondary)
                    Rectangle().fill(
                        RadialGradient(colors: [.mint, .teal], center: .center, startRadius: 0, endRadius: 9))
                    Circle().fill(AngularGradient(colors: [.cyan, .indigo], center: .center))
                    Rectangle().fill(Color.brown.gradient)
                    Rectangle().fill(AnyShapeStyle(.ultraThinMaterial))
                    Rectangle().fill(.tint.opacity(0.5))
                    Text("styled")
                        .foregroundColor(.secondary)
                        .background(Color.blue)
                        .overlay(Color.red)
                        .background(.regularMaterial)
                        .background(in: Capsule())
                        .cornerRadius(4)
                        .foregroundStyle(.primary, .secondary, .tertiary)
                        .backgroundStyle(.quaternary)
                    RoundedRectangle(cornerRadius: 10).fill(Color.blue.opacity(0.2))
                    Circle().trim(from: 0, to: 0.7).stroke(
                        .blue, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                    Rectangle().offset(x: 2).rotation(.degrees(45)).scale(0.5).fill(
                        .linearGradient(
                            colors: [.red, .orange], startPoint: .leading, endPoint: .trailing))
                    ContainerRelativeShape().inset(by: 2).fill(
                        .radialGradient(
                            colors: [.pink, .purple], center: .center, startRadius: 0, endRadius: 4))
                    Capsule().fill(
                        .angularGradient(
                            colors: [.yellow, .gray], center: .center, startAngle: .zero,
                            endAngle: .degrees(90)))
                    Ellipse().fill(EllipticalGradient(colors: [.black, .white]))
                        .hueRotation(.degrees(30)).colorInvert().luminanceToAlpha()
                    Rectangle().fill()
                    Wave(phase: 2).stroke(.red, lineWidth: 1)
                    RoundedRectangle(cornerRadius: 3).inset(by: 1).fill(.blue)
                    Color(.systemBackground)
                    Divider()
                    Text("after").onAppear { log("text appear") }
                }
            }
        }

        @Test("shapes, gradients and materials mount as views; the text after them appears")
        func shapesMount() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Shapes()))
            #expect(log.take() == ["text appear"])
            #expect(
                Rectangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 20)).boundingRect
                    == CGRect(x: 0, y: 0, width: 10, height: 20))
            #expect(
                Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 20)).boundingRect
                    == CGRect(x: 0, y: 5, width: 10, height: 10))
            #expect(
                Wave(phase: 2).path(in: CGRect(x: 0, y: 0, width: 10, height: 20)).boundingRect
                    == CGRect(x: 0, y: 10, width: 10, height: 2))
        }
    }
}
