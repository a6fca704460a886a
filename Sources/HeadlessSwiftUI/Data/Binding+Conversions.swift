// ViewLifecycle · HeadlessSwiftUI

extension Binding {
    /// Creates a binding to an optional value from a binding to a non-optional one.
    ///
    /// Writing `nil` is ignored: the base keeps its value.
    ///
    /// - Parameter base: A value to project to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(
            location: FunctionLocation(
                get: { Optional(base.wrappedValue) },
                set: { value, transaction in
                    guard let value else { return }
                    base.transaction(transaction).wrappedValue = value
                }),
            transaction: base.transaction)
    }

    /// Creates a binding to the unwrapped value of a binding to an optional, or `nil` when the
    /// base's value is `nil` now.
    ///
    /// Once made, the binding reads the base's value, or the value it had when made should the
    /// base later become `nil`.
    ///
    /// - Parameter base: A value to project to an unwrapped value.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(
            location: FunctionLocation(
                get: { base.wrappedValue ?? initial },
                set: { value, transaction in base.transaction(transaction).wrappedValue = value }),
            transaction: base.transaction)
    }

    /// Creates a binding to a type-erased hashable value.
    ///
    /// Writing a value of another type than `V` is ignored.
    ///
    /// - Parameter base: A `Hashable` value to project to an `AnyHashable` value.
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable {
        self.init(
            location: FunctionLocation(
                get: { AnyHashable(base.wrappedValue) },
                set: { value, transaction in
                    guard let value = value.base as? V else { return }
                    base.transaction(transaction).wrappedValue = value
                }),
            transaction: base.transaction)
    }
}
