// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIColor.h (colorNamed: returns nil when the asset catalogue has no such colour).
@Suite(.serialized, .headlessWorld) @MainActor struct UIColorNamedTests {
    @Test("a named colour comes from the test's store and is gone after the world resets")
    func namedColors() throws {
        #expect(UIColor(named: "brand") == nil)
        Headless.addColor(named: "brand", UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        let brand = try #require(UIColor(named: "brand"))
        #expect(brand == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor(named: "accent") == nil)
        Headless.reset()
        #expect(UIColor(named: "brand") == nil)
    }
}
