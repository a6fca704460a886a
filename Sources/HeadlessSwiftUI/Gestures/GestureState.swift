// ViewLifecycle · HeadlessSwiftUI

/// A property wrapper type that updates a property while the user performs a gesture and
/// resets the property back to its initial state when the gesture ends.
@propertyWrapper public struct GestureState<Value>: DynamicProperty {
    /// The per-identity storage, bound by the graph like any `@State` in a dynamic property.
    var state: State<Value>
    /// Sets the value back to its initial one when the gesture ends.
    let reset: (Binding<Value>) -> Void

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) {
        self.init(initialValue: wrappedValue)
    }

    /// Creates a view state that's derived from a gesture.
    public init(initialValue: Value) {
        state = State(initialValue: initialValue)
        reset = { $0.wrappedValue = initialValue }
    }

    /// Creates a view state that's derived from a gesture and an initial value, with a
    /// transaction for the reset (not modelled: transactions carry nothing headlessly).
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(initialValue: initialValue)
    }

    /// Creates a view state that's derived from a gesture and an initial value, with a
    /// transaction for the reset (not modelled: transactions carry nothing headlessly).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(initialValue: wrappedValue)
    }

    /// Creates a view state that's derived from a gesture; when the gesture ends, `reset` runs
    /// with the value the gesture left and a fresh transaction, then the value goes back to
    /// `wrappedValue` (the order is a guess).
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        state = State(initialValue: wrappedValue)
        self.reset = { binding in
            var transaction = Transaction()
            reset(binding.wrappedValue, &transaction)
            binding.wrappedValue = wrappedValue
        }
    }

    /// Creates a view state that's derived from a gesture, as `init(wrappedValue:reset:)` does.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value { state.wrappedValue }

    /// A binding to the gesture state property.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with an optional value.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(initialValue: nil)
    }

    /// Creates a view state that's derived from a gesture with an optional value, as
    /// `init(wrappedValue:reset:)` does with `nil`.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
