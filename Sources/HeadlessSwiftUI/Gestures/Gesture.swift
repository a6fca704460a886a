// ViewLifecycle · HeadlessSwiftUI

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states.
///
/// Headlessly a gesture is played, not recognized: the driver's tap plays each gesture attached
/// to the element, and the gesture reports the value a finger would have produced.
public protocol Gesture {
    /// The type representing the gesture's value.
    associatedtype Value
    /// Makes the gesture in SwiftUI's graph. Never called here; its default for composite
    /// gestures (`Value == Body.Value`) is what infers a custom gesture's `Value` from its `body`,
    /// as on a device.
    static func _makeGesture(gesture: _GraphValue<Self>, inputs: _GestureInputs) -> _GestureOutputs<Value>
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behavior of the gesture.
    var body: Self.Body { get }
}

extension Never: Gesture {
    /// `Never` has no value.
    public typealias Value = Never

    /// `Never` is never made into a gesture.
    public static func _makeGesture(
        gesture: _GraphValue<Never>, inputs: _GestureInputs
    ) -> _GestureOutputs<Never> {
        _GestureOutputs()
    }
}

extension Gesture where Body == Never {
    /// A built-in gesture has no body.
    public var body: Never {
        fatalError("body of \(Self.self) should not be called: it is a primitive gesture")
    }

    /// Makes a built-in gesture in the graph (never called here).
    public static func _makeGesture(
        gesture: _GraphValue<Self>, inputs: _GestureInputs
    ) -> _GestureOutputs<Value> {
        _GestureOutputs()
    }
}

extension Gesture where Value == Body.Value {
    /// Makes a composite gesture from its body in the graph (never called here).
    public static func _makeGesture(
        gesture: _GraphValue<Self>, inputs: _GestureInputs
    ) -> _GestureOutputs<Body.Value> {
        _GestureOutputs()
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
        if Body.self != Never.self {
            // A custom gesture plays its body, as a device recognizes it.
            return body.play(event) as? Value
        }
        return nil
    }
}

extension Gesture {
    /// A custom gesture's body type (what it is made of), or `nil` for a built-in gesture.
    static var bodyGestureType: Any.Type? { Body.self == Never.self ? nil : Body.self }
}
