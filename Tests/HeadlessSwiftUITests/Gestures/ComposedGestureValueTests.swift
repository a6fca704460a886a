// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Issue 32: composed gestures keep their parts, and their values compare as Apple's do;
    // the pinch and rotation gestures keep their minimum deltas.
    @Suite @MainActor struct ComposedGestureValueTests {
        @Test("composing keeps both gestures in order")
        func parts() {
            let simultaneous = TapGesture(count: 2).simultaneously(with: LongPressGesture(minimumDuration: 3))
            #expect(simultaneous.first.count == 2)
            #expect(simultaneous.second.minimumDuration == 3)
            let sequence = LongPressGesture(minimumDuration: 4).sequenced(before: TapGesture(count: 5))
            #expect(sequence.first.minimumDuration == 4)
            #expect(sequence.second.count == 5)
            let exclusive = TapGesture(count: 6).exclusively(before: SpatialTapGesture(count: 7))
            #expect(exclusive.first.count == 6)
            #expect(exclusive.second.count == 7)
        }

        @Test("composed values are equal when their parts' values are")
        func values() {
            typealias Then = SequenceGesture<LongPressGesture, LongPressGesture>
            #expect(Then.Value.first(true) == .first(true))
            #expect(Then.Value.first(true) != .second(true, nil))
            #expect(Then.Value.second(true, false) == .second(true, false))
            typealias Either = ExclusiveGesture<LongPressGesture, LongPressGesture>
            #expect(Either.Value.first(true) != .second(true))
            #expect(Either.Value.second(false) == .second(false))
        }

        @Test("pinch, rotation and spatial tap gestures keep what they were made with")
        func primitives() {
            #expect(MagnifyGesture().minimumScaleDelta == 0.01)
            #expect(MagnifyGesture(minimumScaleDelta: 0.5).minimumScaleDelta == 0.5)
            #expect(RotateGesture().minimumAngleDelta == .degrees(1))
            #expect(RotateGesture(minimumAngleDelta: .radians(2)).minimumAngleDelta == .radians(2))
            let tap = SpatialTapGesture(count: 2, coordinateSpace: .global)
            #expect(tap.count == 2)
            #expect(tap.coordinateSpace == .global)
        }
    }
}
