// ViewLifecycle · HeadlessSwiftUIInternalTests

import Testing

@testable import HeadlessSwiftUI

private struct BoldTrait: UITraitDefinition {
    static let defaultValue = false
}

private struct BoldKey: UITraitBridgedEnvironmentKey {
    static let defaultValue = false

    static func read(from traitCollection: UITraitCollection) -> Bool {
        // Headless UIKit's trait collection is main-actor isolated; Apple's requirement is not.
        MainActor.assumeIsolated { traitCollection[BoldTrait.self] }
    }

    static func write(to mutableTraits: inout any UIMutableTraits, value: Bool) {
        mutableTraits[BoldTrait.self] = value
    }
}

extension SwiftUIInternalTests {
    // Source: Apple's documentation of `UITraitBridgedEnvironmentKey` (reads its value from a
    // trait collection and writes it into mutable traits).
    @Suite @MainActor struct UITraitBridgedEnvironmentKeyTests {
        @Test("a bridged key reads and writes its trait; the environment keeps what is set, else the default")
        func bridgedKey() {
            let traits = UITraitCollection { traits in
                BoldKey.write(to: &traits, value: true)
            }
            #expect(BoldKey.read(from: traits))
            #expect(!BoldKey.read(from: UITraitCollection()))
            var environment = EnvironmentValues()
            #expect(environment[BoldKey.self] == false)
            environment[BoldKey.self] = true
            #expect(environment[BoldKey.self])
        }
    }
}
