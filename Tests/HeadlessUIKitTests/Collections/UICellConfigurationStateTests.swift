// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// UICellConfigurationState (iOS 17.4 SDK): a cell's state carries an app's custom states by key,
// as UIViewConfigurationState does, and states with different custom states differ.
@Suite(.serialized, .headlessWorld) @MainActor struct UICellConfigurationStateTests {
    @Test("a custom state reads back what was set, nil for other keys, and takes part in equality")
    func customStates() {
        let isArchived = UIConfigurationStateCustomKey("com.example.archived")
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        let plain = state
        #expect(state[isArchived] == nil)
        state[isArchived] = true
        #expect(state[isArchived] == AnyHashable(true))
        #expect(state[UIConfigurationStateCustomKey("com.example.other")] == nil)
        #expect(state != plain)
        state[isArchived] = nil
        #expect(state == plain)
    }
}
