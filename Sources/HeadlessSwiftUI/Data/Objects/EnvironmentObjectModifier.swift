// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `environmentObject(_:)`.
struct _EnvironmentObjectModifier<Object: ObservableObject>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var object: Object

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        if let previous = node.childEnvironment,
            node.environment.isIdentical(to: node.childEnvironmentParent),
            previous.value(for: ObjectIdentifier(EnvironmentObjectKey<Object>.self)) as AnyObject? === object
        {
            return previous
        }
        var result = environment
        result.set(object, for: ObjectIdentifier(EnvironmentObjectKey<Object>.self), named: Object.self)
        node.childEnvironment = result
        node.childEnvironmentParent = node.environment
        return result
    }
}

extension View {
    /// Supplies an observable object to a view's hierarchy.
    ///
    /// - Parameter object: The object to store and make available to the view's hierarchy.
    /// - Returns: A view that has the object in its environment.
    public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject {
        modifier(_EnvironmentObjectModifier(object: object))
    }
}
