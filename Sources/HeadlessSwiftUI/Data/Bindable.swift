// ViewLifecycle · HeadlessSwiftUI

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    /// The wrapped object.
    public var wrappedValue: Value

    /// The bindable wrapper for the object that creates bindings to its properties.
    public var projectedValue: Bindable<Value> { self }

    /// Unavailable: the wrapped value must be an object that conforms to `Observable`.
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) {
        fatalError("unavailable")
    }

    /// Unavailable: the wrapped value must be an object that conforms to `Observable`.
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) {
        fatalError("unavailable")
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    /// Creates a bindable object from an observable object.
    ///
    /// - Parameter wrappedValue: The observable object.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Creates a bindable object from an observable object.
    ///
    /// - Parameter wrappedValue: The observable object.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Creates a bindable from the value of another bindable.
    ///
    /// - Parameter projectedValue: Another bindable.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// Returns a binding to the value of a given key path.
    ///
    /// - Parameter keyPath: A key path to a property of the object.
    /// - Returns: A binding that reads and writes the object's property.
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> {
        Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
    }
}

extension Bindable: DynamicProperty {}

extension Bindable: Identifiable where Value: Identifiable {
    /// The identity of the wrapped value.
    public var id: Value.ID { wrappedValue.id }
    /// The type of the wrapped value's identity.
    public typealias ID = Value.ID
}
