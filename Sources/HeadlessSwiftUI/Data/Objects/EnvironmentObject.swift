// ViewLifecycle · HeadlessSwiftUI

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
///
/// The object is read from the environment before `body` runs; a missing one traps with
/// SwiftUI's message when the view reads it.
@propertyWrapper public struct EnvironmentObject<ObjectType>: DynamicProperty
where ObjectType: ObservableObject {
    /// A wrapper of the underlying environment object that can create bindings to its properties.
    ///
    /// Apple declares it apart from `ObservedObject.Wrapper`, so it is its own type, but it makes
    /// its bindings as that one does: it forwards to it.
    @dynamicMemberLookup public struct Wrapper {
        /// The observed object's projection of the same object, which makes the bindings.
        let observed: ObservedObject<ObjectType>.Wrapper

        /// Gets a binding to the value of a specified key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            observed[dynamicMember: keyPath]
        }
    }

    let box = EnvironmentBox<ObjectType>()

    /// Creates an environment object.
    public init() {}

    /// The underlying value referenced by the environment object.
    @preconcurrency @MainActor public var wrappedValue: ObjectType {
        guard let object = box.value else { error() }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    @preconcurrency @MainActor public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
        Wrapper(observed: ObservedObject.Wrapper(root: wrappedValue))
    }

    func error() -> Never {
        fatalError(
            "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                + "\(ObjectType.self) may be missing as an ancestor of this view.")
    }
}

extension EnvironmentObject: GraphBoundProperty {
    func bind(to node: ViewNode, label: String) {
        let key = ObjectIdentifier(EnvironmentObjectKey<ObjectType>.self)
        box.value = node.environment.value(for: key) as? ObjectType
        node.environmentReads.append(
            EnvironmentRead { old, new in
                (old.value(for: key) as AnyObject?) !== (new.value(for: key) as AnyObject?)
            })
        if let object = box.value { ObjectSubscription.connect(object, to: node, label: label) }
    }
}

extension EnvironmentObject: GraphInputComparable {
    func isSameGraphInput(as other: Any) -> Bool { true }
}

/// The key under which `environmentObject(_:)` keeps an object of type `T` (apart from
/// `environment(_:)`'s `@Observable` objects, as in SwiftUI).
enum EnvironmentObjectKey<T> {}
