// ViewLifecycle · HeadlessSwiftUI

/// A type-erased gesture.
///
/// Headlessly it plays the gesture it wraps.
public struct AnyGesture<Value>: Gesture, PlayableGesture {
    /// The wrapped gesture.
    let gesture: any Gesture

    /// Creates an instance from another gesture.
    public init<T>(_ gesture: T) where Value == T.Value, T: Gesture {
        self.gesture = gesture
    }

    /// Makes the gesture in SwiftUI's graph (never called here).
    public static func _makeGesture(
        gesture: _GraphValue<AnyGesture<Value>>, inputs: _GestureInputs
    ) -> _GestureOutputs<Value> {
        _GestureOutputs()
    }

    /// The body of a primitive gesture.
    public typealias Body = Never

    func playAny(_ event: GestureEvent) -> Any? {
        gesture.play(event)
    }
}

extension AnyGesture: GestureWrapper {
    var wrappedGesture: any Gesture { gesture }
}
