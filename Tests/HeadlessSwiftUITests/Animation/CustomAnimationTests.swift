// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's documentation of `CustomAnimation`, `Animation.init(_:)` and `base`
    // (the custom animation an animation wraps) and `AnimationState` (a key's default until
    // set).
    @Suite(.serialized) @MainActor struct CustomAnimationTests {
        struct Stepped: CustomAnimation {
            var steps: Int

            func animate<V: VectorArithmetic>(
                value: V, time: TimeInterval, context: inout AnimationContext<V>
            ) -> V? {
                guard time < 1 else { return nil }
                var current = value
                current.scale(by: (time * Double(steps)).rounded(.down) / Double(steps))
                return current
            }
        }

        struct Visits: AnimationStateKey {
            static var defaultValue: Int { 0 }
        }

        @Test("an animation wraps a custom animation and compares by it")
        func wrapping() {
            let animation = Animation(Stepped(steps: 4))
            #expect(animation == Animation(Stepped(steps: 4)))
            #expect(animation != Animation(Stepped(steps: 2)))
            #expect(animation.base as? Stepped == Stepped(steps: 4))
        }

        @Test("animation state holds values by key")
        func state() {
            var state = AnimationState<Double>()
            #expect(state[Visits.self] == 0)
            state[Visits.self] = 3
            #expect(state[Visits.self] == 3)
        }
    }
}
