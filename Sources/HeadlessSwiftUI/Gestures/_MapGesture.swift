// ViewLifecycle · HeadlessSwiftUI

/// A gesture whose value is its content's, transformed.
public struct _MapGesture<Content, Value> where Content: Gesture {
    /// The gesture whose value is transformed.
    let content: Content
    /// Transforms the content's value.
    let transform: (Content.Value) -> Value

    /// Makes the gesture in SwiftUI's graph (never called here).
    public static func _makeGesture(
        gesture: _GraphValue<_MapGesture<Content, Value>>, inputs: _GestureInputs
    ) -> _GestureOutputs<Value> {
        _GestureOutputs()
    }

    /// The body of a primitive gesture.
    public typealias Body = Never
}

extension _MapGesture: Gesture, PlayableGesture {
    func playAny(_ event: GestureEvent) -> Any? {
        content.play(event).map(transform)
    }
}

extension _MapGesture: GestureWrapper {
    var wrappedGesture: any Gesture { content }
}

extension Gesture {
    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
