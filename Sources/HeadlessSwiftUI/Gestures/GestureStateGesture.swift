// ViewLifecycle · HeadlessSwiftUI

/// A gesture that updates the state provided by a gesture's updating callback; the state is
/// reset when the gesture ends.
public struct GestureStateGesture<Base, State>: Gesture, PlayableGesture where Base: Gesture {
    /// The body of a primitive gesture.
    public typealias Body = Never
    /// The base gesture's value.
    public typealias Value = Base.Value
    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state of
    /// the gesture, and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    public init(
        base: Base, state: GestureState<State>,
        body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }

    /// An event that changes the value runs the update with it; one that ends the gesture resets
    /// the state, so the next update shows the initial value (a tap does both; the order of the
    /// reset and an outer `onEnded` is a guess: the reset comes first).
    func playAny(_ event: GestureEvent) -> Any? {
        guard let value = base.play(event) else { return nil }
        let binding = state.state.projectedValue
        if event.changes {
            var current = binding.wrappedValue
            var transaction = Transaction()
            body(value, &current, &transaction)
            binding.wrappedValue = current
        }
        if event.ends { state.reset(binding) }
        return value
    }
}

extension Gesture {
    /// Updates the provided gesture state property as the gesture's value changes.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}
