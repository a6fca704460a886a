// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `environment(_:_:)`.
struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var keyPath: WritableKeyPath<EnvironmentValues, Value>
    var value: Value

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        var result = environment
        result[keyPath: keyPath] = value
        return reuse(result, in: node) {
            valuesEqual($0[keyPath: keyPath], value) == true
        }
    }
}

/// The modifier behind `transformEnvironment(_:transform:)`: the value below is the one above,
/// run through the transform on each update.
struct _EnvironmentKeyTransformModifier<Value>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var keyPath: WritableKeyPath<EnvironmentValues, Value>
    var transform: (inout Value) -> Void

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        var value = environment[keyPath: keyPath]
        transform(&value)
        var result = environment
        result[keyPath: keyPath] = value
        return reuse(result, in: node) {
            valuesEqual($0[keyPath: keyPath], value) == true
        }
    }
}

/// The modifier behind `environment(_:)` for an `@Observable` object.
struct _EnvironmentObjectWritingModifier<Object: AnyObject>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var object: Object?

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        var result = environment
        result.setObject(object, as: Object.self)
        return reuse(result, in: node) { $0.object(Object.self) === object }
    }
}

/// Returns the environment the node passed down last time if it was derived from the same
/// parent environment with an equal value, so the children see no change.
@MainActor
private func reuse(
    _ fresh: EnvironmentValues, in node: ViewNode, sameValue: (EnvironmentValues) -> Bool
) -> EnvironmentValues {
    if let previous = node.childEnvironment, node.environment.isIdentical(to: node.childEnvironmentParent),
        sameValue(previous)
    {
        return previous
    }
    node.childEnvironment = fresh
    node.childEnvironmentParent = node.environment
    return fresh
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    ///
    /// - Parameters:
    ///   - keyPath: A key path that indicates the property of the `EnvironmentValues` to update.
    ///   - value: The new value to set for the item specified by `keyPath`.
    /// - Returns: A view that has the given value set in its environment.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms the environment value at `keyPath` for this view and its children: the
    /// value from above, changed by `transform` on every update.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Places an observable object in the view's environment.
    ///
    /// - Parameter object: The object to set for this object's type in the environment, or `nil`
    ///   to clear an object of this type from the environment.
    /// - Returns: A view that has the given object set in its environment.
    public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        modifier(_EnvironmentObjectWritingModifier(object: object))
    }
}
