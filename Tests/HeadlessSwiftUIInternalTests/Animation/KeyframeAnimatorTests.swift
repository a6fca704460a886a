// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // A keyframe animator stays at rest headlessly: its content is built with the initial value
    // and its keyframes, written as for a device, are kept and never played.
    @Suite(.serialized) @MainActor struct KeyframeAnimatorTests {
        struct Wobble {
            var scale = 1.0
            var lift = 0.0
            var tilt = Angle.zero
        }

        struct Trophy: View {
            @State var wins = 0

            var body: some View {
                VStack {
                    Button("Win") { wins += 1 }
                    Text("Trophy")
                        .keyframeAnimator(initialValue: Wobble(), trigger: wins) { content, value in
                            HStack {
                                content
                                    .rotationEffect(value.tilt)
                                    .scaleEffect(value.scale)
                                    .offset(y: value.lift)
                                Text("scale \(value.scale), lift \(value.lift)")
                            }
                        } keyframes: { _ in
                            KeyframeTrack(\.scale) {
                                LinearKeyframe(1.0, duration: 0.2)
                                SpringKeyframe(1.4, duration: 0.5, spring: .bouncy)
                                SpringKeyframe(1.0, spring: .snappy(extraBounce: 0.1))
                            }
                            KeyframeTrack(\.lift) {
                                CubicKeyframe(-30, duration: 0.3)
                                MoveKeyframe(0)
                            }
                            KeyframeTrack(\.tilt) {
                                for degrees in [8.0, -8.0] {
                                    LinearKeyframe(.degrees(degrees), duration: 0.1, timingCurve: .easeInOut)
                                }
                            }
                        }
                }
            }
        }

        @Test("the modifier's content sees the initial value, before and after a trigger change")
        func modifierAtRest() throws {
            _ = showInWindow(UIHostingController(rootView: Trophy()))
            let atRest = """
                Button "Win"
                Text "Trophy"
                Text "scale 1.000000, lift 0.000000"

                """
            #expect(Headless.screen() == atRest)
            try Headless.tap("Win")
            Headless.advance(by: 2)
            #expect(Headless.screen() == atRest)
        }

        @Test("the KeyframeAnimator view, repeating a whole-value track, shows the initial value")
        func viewAtRest() {
            let root = KeyframeAnimator(initialValue: 0.5) { opacity in
                Text("opacity \(opacity)")
            } keyframes: { _ in
                MoveKeyframe(1.0)
                LinearKeyframe(0.0, duration: 1)
            }
            _ = showInWindow(UIHostingController(rootView: root))
            Headless.advance(by: 3)
            #expect(Headless.screen() == "Text \"opacity 0.500000\"\n")
        }

        @Test("a non-repeating modifier with a whole-value track and an if shows the initial value")
        func wholeValueAtRest() {
            let spinsTwice = false
            let root = Text("Spin").keyframeAnimator(initialValue: 90.0, repeating: false) {
                content, degrees in
                HStack {
                    content.rotationEffect(.degrees(degrees))
                    Text("at \(Int(degrees))°")
                }
            } keyframes: { _ in
                KeyframeTrack {
                    if spinsTwice {
                        CubicKeyframe(720, duration: 2, startVelocity: 0, endVelocity: 0)
                    } else {
                        CubicKeyframe(360, duration: 1)
                    }
                }
            }
            _ = showInWindow(UIHostingController(rootView: root))
            Headless.advance(by: 3)
            #expect(
                Headless.screen() == """
                    Text "Spin"
                    Text "at 90°"

                    """)
        }
    }
}
