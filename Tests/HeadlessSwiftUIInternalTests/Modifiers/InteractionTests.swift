// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

/// A press counter whose tap gesture updates a `@GestureState` while it runs.
struct PressCounter: View {
    @GestureState private var isPressed = false
    @State private var taps = 0

    var body: some View {
        let _ = log("body pressed=\(isPressed) taps=\(taps)")
        Text("Taps: \(taps)")
            .gesture(
                TapGesture()
                    .updating($isPressed) { _, state, _ in
                        state = true
                        log("updating")
                    }
                    .onEnded { taps += 1 })
    }
}

extension SwiftUIInternalTests {
    // Issue 18: gestures played by the driver, and withAnimation's completion on virtual time.
    @Suite(.serialized) @MainActor struct InteractionTests {
        @Test("a tap plays the gesture; its @GestureState is back at its initial value afterwards")
        func gestureState() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: PressCounter()))
            #expect(log.take() == ["body pressed=false taps=0"])
            try Headless.tap("Taps: 0")
            #expect(log.take() == ["updating", "body pressed=false taps=1"])
            #expect(
                Headless.screen() == """
                    Text "Taps: 1"

                    """)
        }

        @Test("withAnimation's completion runs once virtual time passes the animation's duration")
        func animationCompletion() {
            let events = Log.start()
            withAnimation(.linear(duration: 1)) {
                log("changed")
            } completion: {
                log("linear done")
            }
            withAnimation {
                log("changed default")
            } completion: {
                log("default done")
            }
            #expect(events.take() == ["changed", "changed default"])
            Headless.advance(by: 0.549)
            #expect(events.take() == [])
            Headless.advance(by: 0.001)
            #expect(events.take() == ["default done"])
            Headless.advance(by: 0.449)
            #expect(events.take() == [])
            Headless.advance(by: 0.001)
            #expect(events.take() == ["linear done"])
        }
    }
}
