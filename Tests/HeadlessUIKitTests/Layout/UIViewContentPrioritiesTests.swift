// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: Apple's Auto Layout Guide, "Anatomy of a Constraint" (Intrinsic Content Size): a view
// made in code hugs its content at 250 and resists compression at 750 on both axes.
@Suite(.serialized, .headlessWorld) @MainActor struct UIViewContentPrioritiesTests {
    @Test("priorities start at 250 and 750 and read back per axis what was set")
    func prioritiesAreKeptPerAxis() {
        let label = UILabel()
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(.defaultLow - 1, for: .vertical)
        #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 1000)
        #expect(label.contentHuggingPriority(for: .vertical).rawValue == 250)
        #expect(label.contentCompressionResistancePriority(for: .vertical).rawValue == 249)
        #expect(label.contentCompressionResistancePriority(for: .horizontal).rawValue == 750)
        #expect(Headless.inertCalls == [])
    }
}
