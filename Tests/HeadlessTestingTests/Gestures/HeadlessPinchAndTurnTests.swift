// ViewLifecycle · HeadlessTestingTests

import HeadlessTestSupport
import HeadlessTesting
import Testing

extension DriverSuites {
    @Suite @MainActor struct HeadlessPinchAndTurnTests {
        struct Photo: View {
            @State private var scale: CGFloat = 1
            @State private var angle = Angle.zero
            @GestureState private var pinching: CGFloat = 1

            var body: some View {
                Text("Scale \(scale, specifier: "%.2f") angle \(Int(angle.degrees.rounded()))")
                    .gesture(
                        MagnifyGesture()
                            .updating($pinching) { value, state, _ in state = value.magnification }
                            .onChanged {
                                log(
                                    "pinch \($0.magnification) at \($0.startAnchor == .center ? "center" : "?")"
                                )
                            }
                            .onEnded { scale = $0.magnification }
                    )
                    .onChange(of: pinching) { _, pinching in log("pinching \(pinching)") }
                    .accessibilityIdentifier("photo")
                Text("Dial")
                    .gesture(
                        RotateGesture(minimumAngleDelta: .degrees(10))
                            .onChanged { log("turn \(Int($0.rotation.degrees.rounded()))") }
                            .onEnded { angle = $0.rotation }
                    )
                Text("Old dial")
                    .gesture(RotationGesture().onEnded { log("rotation \(Int($0.degrees.rounded()))") })
                    .gesture(MagnificationGesture().onEnded { log("magnification \($0)") })
            }
        }

        @Test("a pinch changes at each step, ends with the final scale, and resets gesture state")
        func pinch() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Photo()))
            try Headless.magnify(.id("photo"), to: 2, steps: 2)
            #expect(
                log.take() == [
                    "pinch 1.5 at center", "pinching 1.5", "pinch 2.0 at center", "pinching 2.0",
                    "pinching 1.0",
                ])
            #expect(try Headless.find(.id("photo")).label == "Scale 2.00 angle 0")
        }

        @Test("a turn below the minimum angle is not yet a rotation; the deprecated forms play too")
        func turn() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Photo()))
            try Headless.rotate("Dial", by: .degrees(36), steps: 6)
            #expect(log.take() == ["turn 12", "turn 18", "turn 24", "turn 30", "turn 36"])
            #expect(try Headless.find(.id("photo")).label == "Scale 1.00 angle 36")
            try Headless.rotate("Old dial", by: .degrees(-90))
            try Headless.magnify("Old dial", to: 0.5)
            #expect(log.take() == ["rotation -90", "magnification 0.5"])
        }

        @Test("an element without a pinch says so")
        func notPinchable() {
            _ = showInWindow(UIHostingController(rootView: Photo()))
            #expect(throws: Headless.DriverError.self) { try Headless.magnify("Dial", to: 2) }
        }
    }
}
