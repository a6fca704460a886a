// ViewLifecycle · HeadlessSwiftUI

/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// A new value is readable at once; the views that show it update on the next run-loop turn.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// The binding's transaction.
    public var transaction: Transaction
    let location: Location<Value>
    /// The value when the binding was made: what a view's inputs are compared by.
    fileprivate var _value: Value

    init(location: Location<Value>, transaction: Transaction = Transaction()) {
        self.location = location
        self.transaction = transaction
        self._value = location.get()
    }

    /// Creates a binding with closures that read and write the binding value.
    ///
    /// - Parameters:
    ///   - get: A closure that retrieves the binding value.
    ///   - set: A closure that sets the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: FunctionLocation(get: get, set: { value, _ in set(value) }))
    }

    /// Creates a binding with a closure that reads and one that writes with a transaction.
    ///
    /// - Parameters:
    ///   - get: A closure to retrieve the binding value.
    ///   - set: A closure to set the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(location: FunctionLocation(get: get, set: set))
    }

    /// Creates a binding with an immutable value.
    ///
    /// - Parameter value: An immutable value.
    /// - Returns: A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value))
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set { location.set(newValue, transaction: transaction) }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Creates a binding from the value of another binding.
    ///
    /// - Parameter projectedValue: A binding.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// Returns a binding to the resulting value of a given key path.
    ///
    /// - Parameter keyPath: A key path to a specific resulting value.
    /// - Returns: A new binding.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: MemberLocation(base: location, keyPath: keyPath), transaction: transaction)
    }
}

extension Binding: DynamicProperty {}

extension Binding: GraphInputComparable {
    func isSameGraphInput(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>, location.isSameLocation(as: other.location) else {
            return false
        }
        return valuesEqual(_value, other._value) ?? false
    }
}
