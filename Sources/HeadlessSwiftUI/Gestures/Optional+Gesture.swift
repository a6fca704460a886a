// ViewLifecycle · HeadlessSwiftUI

/// An optional gesture is a gesture: `nil` recognizes nothing, so `.gesture(enabled ? drag : nil)`
/// turns a gesture off.
extension Optional: Gesture where Wrapped: Gesture {
    /// The wrapped gesture's value.
    public typealias Value = Wrapped.Value

    /// Makes the gesture in SwiftUI's graph (never called here).
    public static func _makeGesture(
        gesture: _GraphValue<Wrapped?>, inputs: _GestureInputs
    ) -> _GestureOutputs<Wrapped.Value> {
        _GestureOutputs()
    }

    /// The body of a primitive gesture.
    public typealias Body = Never
}

extension Optional: PlayableGesture where Wrapped: Gesture {
    func playAny(_ event: GestureEvent) -> Any? {
        self?.play(event)
    }
}

extension Optional: CompositeGesture where Wrapped: Gesture {
    var parts: [any Gesture] { map { [$0] } ?? [] }
}
