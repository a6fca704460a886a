// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Issue 32: accessibility technologies are a set algebra. Headless only: Apple declares
    // `voiceOver` and `switchControl` as mutable static properties, which Swift 6 code cannot
    // read under the iOS 17.4 SDK.
    @Suite @MainActor struct AccessibilityTechnologiesTests {
        @Test("technologies are a set of VoiceOver and Switch Control")
        func technologies() {
            var technologies: AccessibilityTechnologies = [.voiceOver]
            #expect(!technologies.contains(.switchControl))
            technologies.formUnion(.switchControl)
            #expect(technologies == [.voiceOver, .switchControl])
            #expect(technologies.intersection(.voiceOver) == .voiceOver)
            #expect(technologies.symmetricDifference(.voiceOver) == .switchControl)
            #expect(technologies.remove(.voiceOver) == .voiceOver)
            #expect(technologies == .switchControl)
            #expect(AccessibilityTechnologies() != technologies)
        }
    }
}
