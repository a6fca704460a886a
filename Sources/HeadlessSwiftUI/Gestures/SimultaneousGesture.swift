// ViewLifecycle · HeadlessSwiftUI

/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other.
///
/// Headlessly each event the driver plays goes through both gestures; the value carries what
/// each recognized (`nil` for one that did not), and the event is recognized when either did.
@frozen public struct SimultaneousGesture<First, Second>: Gesture, PlayableGesture
where First: Gesture, Second: Gesture {
    /// The value of a simultaneous gesture that indicates which of its two gestures receives
    /// events.
    @frozen public struct Value {
        /// The value of the first gesture, or `nil` when it did not recognize the event.
        public var first: First.Value?
        /// The value of the second gesture, or `nil` when it did not recognize the event.
        public var second: Second.Value?
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently of
    /// each other.
    @inlinable public init(_ first: First, _ second: Second) {
        (self.first, self.second) = (first, second)
    }

    /// The body of a primitive gesture.
    public typealias Body = Never

    func playAny(_ event: GestureEvent) -> Any? {
        let firstValue = first.play(event)
        let secondValue = second.play(event)
        guard firstValue != nil || secondValue != nil else { return nil }
        return Value(first: firstValue, second: secondValue)
    }
}

extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {
    /// Whether both gestures' values are equal.
    public static func == (
        a: SimultaneousGesture<First, Second>.Value, b: SimultaneousGesture<First, Second>.Value
    ) -> Bool {
        a.first == b.first && a.second == b.second
    }
}

extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {
    /// Hashes both gestures' values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(first)
        hasher.combine(second)
    }

    /// The hash of both gestures' values.
    public var hashValue: Int {
        var hasher = Hasher()
        hash(into: &hasher)
        return hasher.finalize()
    }
}

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both
    /// gestures at the same time.
    @inlinable public func simultaneously<Other>(with other: Other) -> SimultaneousGesture<Self, Other>
    where Other: Gesture {
        SimultaneousGesture(self, other)
    }
}

extension SimultaneousGesture: CompositeGesture {
    var parts: [any Gesture] { [first, second] }
}
