// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Source: Apple's documentation of `Spring`: a spring's response is its duration; its damping
    // ratio is `1 - bounce` when it bounces; stiffness is `mass × (2π / response)²` and damping
    // `4π × dampingRatio × mass / response`, so a spring of mass 1, stiffness 100 and damping 10
    // has a response of 2π / 10 and a damping ratio of 0.5.
    @Suite(.serialized) @MainActor struct SpringTests {
        @Test("a spring from response and damping ratio keeps both as duration and bounce")
        func responseAndDampingRatio() {
            let spring = Spring(response: 0.5, dampingRatio: 0.75)
            #expect(spring.duration == 0.5)
            #expect(spring.bounce == 0.25)
            #expect(spring.response == 0.5)
            #expect(spring.dampingRatio == 0.75)
            #expect(spring.mass == 1)
        }

        @Test("a spring from mass, stiffness and damping gives them back")
        func physicalParameters() {
            let spring = Spring(mass: 1, stiffness: 100, damping: 10)
            #expect(spring.response == 0.6283185307179586)
            #expect(spring.dampingRatio == 0.5)
            #expect(spring.bounce == 0.5)
            #expect(spring.stiffness == 100)
            #expect(spring.damping == 10)
        }

        @Test("overdamping is clamped to critical unless allowed")
        func overdamping() {
            #expect(Spring(stiffness: 100, damping: 40).dampingRatio == 1)
            #expect(Spring(stiffness: 100, damping: 40, allowOverDamping: true).dampingRatio == 2)
        }
    }
}
