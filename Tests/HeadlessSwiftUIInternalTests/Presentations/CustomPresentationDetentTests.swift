// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import Testing

@testable import HeadlessSwiftUI

private struct BarDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        context.dynamicTypeSize.isAccessibilitySize ? context.maxDetentValue : 120
    }
}

private struct OtherDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { nil }
}

extension SwiftUIInternalTests {
    // Source: Apple's documentation of `CustomPresentationDetent` (its height is computed from a
    // context that gives the largest detent height and reads the environment) and
    // `PresentationDetent.custom(_:)`.
    @Suite @MainActor struct CustomPresentationDetentTests {
        @Test("custom detents are equal by type, and compute their height from the context")
        func customDetents() {
            #expect(PresentationDetent.custom(BarDetent.self) == .custom(BarDetent.self))
            #expect(PresentationDetent.custom(BarDetent.self) != .custom(OtherDetent.self))
            #expect(PresentationDetent.custom(BarDetent.self) != .medium)
            var environment = EnvironmentValues()
            let context = PresentationDetent.Context(storedMaxDetentValue: 700, environment: environment)
            #expect(BarDetent.height(in: context) == 120)
            environment.dynamicTypeSize = .accessibility1
            let large = PresentationDetent.Context(storedMaxDetentValue: 700, environment: environment)
            #expect(BarDetent.height(in: large) == 700)
        }
    }
}
