// ViewLifecycle · HeadlessSwiftUI

/// A property wrapper type that instantiates an observable object.
///
/// The object is made from the autoclosure once per identity, the first time the graph installs
/// the view, and lives as long as the identity; `objectWillChange` re-runs the view's `body`.
@propertyWrapper public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    let box: StateObjectBox<ObjectType>

    /// Creates a new state object with an initial wrapped value.
    ///
    /// - Parameter thunk: An initial value for the state object, evaluated once per identity.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    /// The underlying value referenced by the state object.
    @preconcurrency @MainActor public var wrappedValue: ObjectType {
        if let object = box.object { return object }
        SwiftUIRuntime.current.warn(
            "Accessing StateObject's object without being installed on a View. This will create a new instance each time."
        )
        return box.uninstalledObject()
    }

    /// A projection of the state object that creates bindings to its properties.
    @preconcurrency @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

extension StateObject: GraphBoundProperty {
    func bind(to node: ViewNode, label: String) {
        let object = box.bind(to: node, label: label)
        ObjectSubscription.connect(object, to: node, label: label)
    }
}

extension StateObject: GraphInputComparable {
    func isSameGraphInput(as other: Any) -> Bool { true }
}
