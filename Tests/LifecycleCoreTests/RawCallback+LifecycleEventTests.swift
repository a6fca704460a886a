// ViewLifecycle · LifecycleCoreTests

import LifecycleCore
import Testing

struct RawCallbackLifecycleEventTests {
    @Test("each delivered event stands for the callback it is delivered as, with its animated flag")
    func standsForItsCallback() {
        let callbacks = rawAlphabet.filter { $0 != .teardown }
        let events = callbacks.compactMap(LifecycleEvent.init(delivering:))
        #expect(events.count == callbacks.count)
        #expect(events.map(RawCallback.init(delivered:)) == callbacks)
    }
}
