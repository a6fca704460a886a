// ViewLifecycle · LifecycleCoreTests

import LifecycleCore
import Testing

struct LifecycleEventRawCallbackTests {
    @Test("each raw callback is delivered as its event, with its animated flag")
    func delivering() {
        #expect(
            rawAlphabet.map(LifecycleEvent.init(delivering:)) == [
                .load,
                .willAppear(animated: false), .willAppear(animated: true),
                .isAppearing(animated: false), .isAppearing(animated: true),
                .didAppear(animated: false), .didAppear(animated: true),
                .willDisappear(animated: false), .willDisappear(animated: true),
                .didDisappear(animated: false), .didDisappear(animated: true),
                nil,
            ])
    }
}
