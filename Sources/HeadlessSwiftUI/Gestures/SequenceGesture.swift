// ViewLifecycle · HeadlessSwiftUI

/// A gesture that's a sequence of two gestures.
///
/// Headlessly an event the first gesture recognizes is reported as `.first`; once the first has
/// produced a value, an event only the second recognizes is reported as `.second` with the
/// first's last value. The first's value is kept with this gesture value, so it lasts as long
/// as the view's body does not make a new gesture (a guess at what a device keeps).
@frozen public struct SequenceGesture<First, Second>: Gesture, PlayableGesture
where First: Gesture, Second: Gesture {
    /// The value of a sequence gesture that helps to detect whether the first gesture succeeded,
    /// so the second gesture can start.
    @frozen public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second
    /// The first gesture's last value, shared by copies of this gesture.
    @usableFromInline let progress = SequenceProgress()

    /// Creates a sequence gesture with two gestures.
    @inlinable public init(_ first: First, _ second: Second) {
        (self.first, self.second) = (first, second)
    }

    /// The body of a primitive gesture.
    public typealias Body = Never

    func playAny(_ event: GestureEvent) -> Any? {
        if let value = first.play(event) {
            progress.firstValue = value
            return Value.first(value)
        }
        guard let firstValue = progress.firstValue as? First.Value, let value = second.play(event) else {
            return nil
        }
        return Value.second(firstValue, value)
    }
}

/// What a sequence gesture's first gesture last produced.
@usableFromInline final class SequenceProgress {
    /// No value yet.
    @usableFromInline init() {}

    /// The first gesture's last value, or `nil` before it has recognized anything.
    var firstValue: Any?
}

extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {
    /// Whether both values are at the same stage with equal gesture values.
    public static func == (
        a: SequenceGesture<First, Second>.Value, b: SequenceGesture<First, Second>.Value
    ) -> Bool {
        switch (a, b) {
        case (.first(let x), .first(let y)): x == y
        case (.second(let x1, let x2), .second(let y1, let y2)): x1 == y1 && x2 == y2
        default: false
        }
    }
}

extension Gesture {
    /// Sequences a gesture with another one to create a new gesture, which results in the second
    /// gesture only receiving events after the first gesture succeeds.
    @inlinable public func sequenced<Other>(before other: Other) -> SequenceGesture<Self, Other>
    where Other: Gesture {
        SequenceGesture(self, other)
    }
}

extension SequenceGesture: CompositeGesture {
    var parts: [any Gesture] { [first, second] }
}
