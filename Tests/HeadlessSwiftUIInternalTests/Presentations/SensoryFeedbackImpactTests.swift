// ViewLifecycle · HeadlessSwiftUIInternalTests

import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Issue 32: weighted and flexible impacts are values named by their arguments.
    @Suite(.serialized) @MainActor struct SensoryFeedbackImpactTests {
        @Test("impacts compare by weight or flexibility and intensity")
        func impacts() {
            #expect(
                SensoryFeedback.impact(weight: .heavy, intensity: 0.5).name
                    == "impact(weight: heavy, intensity: 0.5)")
            #expect(SensoryFeedback.impact() == .impact(weight: .medium, intensity: 1))
            #expect(SensoryFeedback.impact(flexibility: .soft) != .impact(flexibility: .rigid))
            #expect(
                SensoryFeedback.impact(flexibility: .solid).name
                    == "impact(flexibility: solid, intensity: 1.0)")
        }
    }
}
