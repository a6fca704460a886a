// ViewLifecycle · HeadlessSwiftUI

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states.
///
/// Headlessly a gesture is played, not recognized: the driver's tap plays each gesture attached
/// to the element, and the gesture reports the value a finger would have produced.
public protocol Gesture {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behavior of the gesture.
    var body: Self.Body { get }
}

extension Never: Gesture {
    /// `Never` has no value.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// A built-in gesture has no body.
    public var body: Never {
        fatalError("body of \(Self.self) should not be called: it is a primitive gesture")
    }
}

extension Gesture {
    /// Plays `event` through this gesture: its value if the event completes it, after running
    /// its callbacks; `nil` if it does not recognize the event.
    @MainActor
    func play(_ event: GestureEvent) -> Value? {
        if let playable = self as? any PlayableGesture {
            return playable.playAny(event) as? Value
        }
        return nil
    }

    /// Plays `event` and hands the value it produces to `action`: a played tap changes and
    /// ends a gesture at once, so `onChanged` and `onEnded` both take this path.
    @MainActor
    func play(_ event: GestureEvent, into action: (Value) -> Void) -> Value? {
        guard let value = play(event) else { return nil }
        action(value)
        return value
    }
}
