// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's documentation of `Transition` and `TransitionPhase` (`value` is -1 while
    // appearing, 0 at rest, 1 once disappeared) and SwiftUI's inlinable transition builders
    // (`.scale` is a factor of 1e-5; `.blurReplace` is `.downUp`).
    @Suite(.serialized) @MainActor struct TransitionTests {
        @Test("a transition phase's value and identity")
        func phases() {
            #expect(TransitionPhase.willAppear.value == -1)
            #expect(TransitionPhase.identity.value == 0)
            #expect(TransitionPhase.didDisappear.value == 1)
            #expect(TransitionPhase.identity.isIdentity)
            #expect(!TransitionPhase.willAppear.isIdentity)
        }

        @Test("the builders make the transitions with their parameters")
        func builders() {
            let scale: ScaleTransition = .scale
            #expect(scale.scale == 1e-5)
            #expect(scale.anchor == .center)
            let anchored: ScaleTransition = .scale(0.5, anchor: .top)
            #expect(anchored.scale == 0.5 && anchored.anchor == .top)
            let offset: OffsetTransition = .offset(x: 3, y: 4)
            #expect(offset.offset == CGSize(width: 3, height: 4))
            let push: PushTransition = .push(from: .leading)
            #expect(push.edge == .leading)
            let move: MoveTransition = .move(edge: .bottom)
            #expect(move.edge == .bottom)
            let blur: BlurReplaceTransition = .blurReplace
            #expect(blur.configuration == .downUp)
            #expect(BlurReplaceTransition.Configuration.downUp != .upUp)
            let asymmetric = AsymmetricTransition(
                insertion: ScaleTransition(0.5), removal: OffsetTransition(.zero))
            #expect(asymmetric.insertion.scale == 0.5 && asymmetric.removal.offset == .zero)
        }

        @Test("fades and the identity have no motion; moves do")
        func properties() {
            #expect(!OpacityTransition.properties.hasMotion)
            #expect(!IdentityTransition.properties.hasMotion)
            #expect(MoveTransition.properties.hasMotion)
            #expect(ScaleTransition.properties.hasMotion)
            #expect(!AsymmetricTransition<OpacityTransition, IdentityTransition>.properties.hasMotion)
            #expect(AsymmetricTransition<OpacityTransition, MoveTransition>.properties.hasMotion)
            #expect(TransitionProperties().hasMotion)
            #expect(!TransitionProperties(hasMotion: false).hasMotion)
        }
    }
}
