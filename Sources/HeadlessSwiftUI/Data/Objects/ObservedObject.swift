// ViewLifecycle · HeadlessSwiftUI

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
///
/// The view does not own the object: a parent passing a different object re-subscribes.
@propertyWrapper public struct ObservedObject<ObjectType>: DynamicProperty
where ObjectType: ObservableObject {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @dynamicMemberLookup public struct Wrapper {
        let root: ObjectType

        /// Gets a binding to the value of a specified key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            Binding(root, keyPath)
        }
    }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) {
        object = wrappedValue
    }

    /// The object, stored outside the main actor's isolation so the graph can compare inputs.
    var object: ObjectType

    /// The underlying value that the observed object references.
    @preconcurrency @MainActor public var wrappedValue: ObjectType {
        get { object }
        set { object = newValue }
    }

    /// A projection of the observed object that creates bindings to its properties.
    @preconcurrency @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        Wrapper(root: wrappedValue)
    }
}

extension ObservedObject: GraphBoundProperty {
    func bind(to node: ViewNode, label: String) {
        ObjectSubscription.connect(object, to: node, label: label)
    }
}

extension ObservedObject: GraphInputComparable {
    /// The same object is the same input: its changes arrive through `objectWillChange`.
    func isSameGraphInput(as other: Any) -> Bool {
        (other as? ObservedObject<ObjectType>)?.object === object
    }
}
