// ViewLifecycle · HeadlessSwiftUI

/// A gesture that consists of two gestures where only one of them can succeed.
///
/// Headlessly the first gesture has precedence: an event it recognizes is its own; one it does
/// not goes to the second.
@frozen public struct ExclusiveGesture<First, Second>: Gesture, PlayableGesture
where First: Gesture, Second: Gesture {
    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    @frozen public enum Value {
        /// The first of two gestures succeeded.
        case first(First.Value)
        /// The second of two gestures succeeded.
        case second(Second.Value)
    }

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    @inlinable public init(_ first: First, _ second: Second) {
        (self.first, self.second) = (first, second)
    }

    /// The body of a primitive gesture.
    public typealias Body = Never

    func playAny(_ event: GestureEvent) -> Any? {
        if let value = first.play(event) { return Value.first(value) }
        if let value = second.play(event) { return Value.second(value) }
        return nil
    }
}

extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {
    /// Whether the same gesture succeeded with equal values.
    public static func == (
        a: ExclusiveGesture<First, Second>.Value, b: ExclusiveGesture<First, Second>.Value
    ) -> Bool {
        switch (a, b) {
        case (.first(let x), .first(let y)): x == y
        case (.second(let x), .second(let y)): x == y
        default: false
        }
    }
}

extension Gesture {
    /// Combines two gestures exclusively to create a new gesture where only one gesture succeeds,
    /// giving precedence to the first gesture.
    @inlinable public func exclusively<Other>(before other: Other) -> ExclusiveGesture<Self, Other>
    where Other: Gesture {
        ExclusiveGesture(self, other)
    }
}

extension ExclusiveGesture: CompositeGesture {
    var parts: [any Gesture] { [first, second] }
}
