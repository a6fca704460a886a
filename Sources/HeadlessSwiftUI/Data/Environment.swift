// ViewLifecycle · HeadlessSwiftUI

/// A property wrapper that reads a value from a view's environment.
///
/// The value is read when the graph binds the view before `body`; a later change to that value
/// (and only that value) re-runs the view's `body`.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    let source: Source
    let box = EnvironmentBox<Value>()

    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier, name: String, optional: Bool)
    }

    /// Creates an environment property to read the specified key path.
    ///
    /// - Parameter keyPath: A key path to a specific resulting value.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// The current value of the environment property.
    public var wrappedValue: Value {
        if let value = box.value { return value }
        switch source {
        case .keyPath(let keyPath):
            return EnvironmentValues()[keyPath: keyPath]
        case .object(_, let name, let optional):
            if optional, let none = Optional<Any>.none as? Value { return none }
            fatalError(
                "No Observable object of type \(name) found. A View.environment(_:) for \(name) may be "
                    + "missing as an ancestor of this view.")
        }
    }
}

extension Environment {
    /// Creates an environment property to read an observable object from the environment.
    ///
    /// - Parameter objectType: The type of the `Observable` object to read.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        source = .object(ObjectIdentifier(ObjectKey<Value>.self), name: "\(Value.self)", optional: false)
    }

    /// Creates an environment property to read an observable object, or `nil` if there is none.
    ///
    /// - Parameter objectType: The type of the `Observable` object to read.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        source = .object(ObjectIdentifier(ObjectKey<T>.self), name: "\(T.self)", optional: true)
    }
}

/// The value an `Environment` property resolved for the current `body`.
final class EnvironmentBox<Value>: @unchecked Sendable {
    var value: Value?
}

extension Environment: GraphBoundProperty {
    func bind(to node: ViewNode, label: String) {
        switch source {
        case .keyPath(let keyPath):
            box.value = node.environment[keyPath: keyPath]
            node.environmentReads.append(
                EnvironmentRead { old, new in
                    valuesEqual(old[keyPath: keyPath], new[keyPath: keyPath]) != true
                })
        case .object(let key, _, let optional):
            let object = node.environment.value(for: key)
            if let object = object as? Value {
                box.value = object
            } else if optional, let none = Optional<Any>.none as? Value {
                box.value = none
            }
            node.environmentReads.append(
                EnvironmentRead { old, new in
                    (old.value(for: key) as AnyObject?) !== (new.value(for: key) as AnyObject?)
                })
        }
    }
}

extension Environment: GraphInputComparable {
    func isSameGraphInput(as other: Any) -> Bool { true }
}
