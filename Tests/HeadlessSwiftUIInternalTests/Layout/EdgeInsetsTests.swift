// ViewLifecycle · HeadlessSwiftUIInternalTests

import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Issue 32: edge insets animate as their four values, top, leading, bottom, trailing.
    @Suite(.serialized) @MainActor struct EdgeInsetsTests {
        @Test("animatableData reads and writes the four insets in order")
        func animatableData() {
            var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            #expect(insets.animatableData == AnimatablePair(1, AnimatablePair(2, AnimatablePair(3, 4))))
            insets.animatableData = AnimatablePair(5, AnimatablePair(6, AnimatablePair(7, 8)))
            #expect(insets == EdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        }
    }
}
