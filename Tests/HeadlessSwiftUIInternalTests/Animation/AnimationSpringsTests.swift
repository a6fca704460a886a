// ViewLifecycle · HeadlessSwiftUIInternalTests

import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Source: the iOS 17.4 interface of `Animation`: `interactiveSpring` is
    // `spring(duration: 0.15, bounce: 0.15)`, `interpolatingSpring` a 0.5 s spring, and
    // `logicallyComplete(after:)` sets when a `withAnimation` completion with `.logicallyComplete`
    // runs. Headlessly an animation keeps that duration and nothing else moves.
    @Suite struct AnimationSpringsTests {
        @Test("spring forms are logically complete after the spring's duration")
        func springDurations() {
            #expect(Animation.interactiveSpring.description == "spring(0.15)(0.15)")
            #expect(Animation.interpolatingSpring.description == "interpolatingSpring(0.0)(0.5)")
            #expect(Animation.spring(Spring(duration: 0.8, bounce: 0.2)).description == "spring(0.2)(0.8)")
            #expect(
                Animation.interpolatingSpring(stiffness: 100, damping: 10).duration == 0.6283185307179586)
        }

        @Test("logicallyComplete(after:) replaces the duration; a curve keeps its name")
        func logicallyComplete() {
            #expect(Animation.easeIn.logicallyComplete(after: 0.1).description == "easeIn(0.1)")
            #expect(Animation.timingCurve(.easeOut, duration: 2).description == "timingCurve(easeOut)(2.0)")
            #expect(Set([Animation.easeIn, .easeIn, .linear]).count == 2)
        }
    }
}
