// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Issue 32: a simultaneous gesture's value (made only by the gesture on a device) compares and
    // hashes by both parts' values.
    @Suite @MainActor struct SimultaneousGestureValueTests {
        @Test("values are equal, and hash alike, when both parts' values are")
        func values() {
            typealias Both = SimultaneousGesture<LongPressGesture, LongPressGesture>
            #expect(Both.Value(first: true, second: nil) == Both.Value(first: true, second: nil))
            #expect(Both.Value(first: true, second: nil) != Both.Value(first: true, second: false))
            #expect(
                Set([Both.Value(first: true, second: nil), Both.Value(first: true, second: nil)]).count == 1)
            #expect(
                Both.Value(first: nil, second: true).hashValue
                    == Both.Value(first: nil, second: true).hashValue)
        }

        @Test("a simultaneous gesture recognizes an event when either part does")
        func play() {
            let gesture = TapGesture().simultaneously(with: DragGesture())
            let value = gesture.play(.tap)
            #expect(value?.first != nil)
            #expect(value?.second == nil)
            #expect(LongPressGesture().simultaneously(with: DragGesture()).play(.tap) == nil)
        }
    }
}
