// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // A transition's body is built for the phase asked for; a type-erased transition removes
    // at once only when it is the identity (or its removal is). A custom animation runs when
    // asked; a built-in curve holds its target until its duration has passed. Headless only:
    // bodies are opaque and contexts cannot be made on a device.
    @Suite(.serialized) @MainActor struct TransitionBodyTests {
        @Test("a type-erased transition removes at once only for the identity")
        func removal() {
            #expect(AnyTransition(IdentityTransition()).removesAtOnce)
            #expect(!AnyTransition(OpacityTransition()).removesAtOnce)
            #expect(
                AnyTransition(
                    AsymmetricTransition(insertion: OpacityTransition(), removal: IdentityTransition())
                ).removesAtOnce)
            #expect(AnyTransition(OpacityTransition()).name == "OpacityTransition")
        }

        @Test("the bodies build for each phase")
        func bodies() {
            for phase in [TransitionPhase.willAppear, .identity, .didDisappear] {
                _ = OpacityTransition().apply(content: Text("a"), phase: phase)
                _ = ScaleTransition(0.5).apply(content: Text("a"), phase: phase)
                _ = OffsetTransition(CGSize(width: 1, height: 2)).combined(with: SlideTransition())
                    .apply(content: Text("a"), phase: phase)
                _ = MoveTransition(edge: .top).animation(.default).apply(content: Text("a"), phase: phase)
            }
            #expect(
                IdentityTransition().body(
                    content: PlaceholderContentView(content: Text("a")), phase: .identity
                ).content is Text)
        }

        struct Halfway: CustomAnimation {
            func animate<V: VectorArithmetic>(
                value: V, time: TimeInterval, context: inout AnimationContext<V>
            ) -> V? {
                guard time < 1 else { return nil }
                context.state[Calls.self] += 1
                var half = value
                half.scale(by: 0.5)
                return half
            }
        }

        struct Calls: AnimationStateKey {
            static var defaultValue: Int { 0 }
        }

        @Test("animate runs the custom animation, or holds a built-in curve's target")
        func animate() {
            var context = AnimationContext<Double>()
            #expect(Animation(Halfway()).animate(value: 10.0, time: 0.5, context: &context) == 5)
            #expect(context.state[Calls.self] == 1)
            #expect(Animation(Halfway()).animate(value: 10.0, time: 2, context: &context) == nil)
            #expect(Animation.linear(duration: 1).animate(value: 10.0, time: 0.5, context: &context) == 10)
            #expect(Animation.linear(duration: 1).animate(value: 10.0, time: 1, context: &context) == nil)
            #expect(Animation(Halfway()).velocity(value: 10.0, time: 0.5, context: context) == nil)
            #expect(
                !Animation(Halfway()).shouldMerge(previous: .default, value: 1.0, time: 0, context: &context))
        }
    }
}
