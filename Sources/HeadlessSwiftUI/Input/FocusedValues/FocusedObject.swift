// ViewLifecycle · HeadlessSwiftUI

import Combine

/// A property wrapper that reads the observable object the focused view, or the active scene,
/// publishes with `focusedObject(_:)` or `focusedSceneObject(_:)`, and follows its changes.
@available(iOS 16.0, macOS 13.0, *)
@frozen @propertyWrapper public struct FocusedObject<ObjectType>: DynamicProperty
where ObjectType: ObservableObject {
    /// Bindings to the focused object's properties.
    @dynamicMemberLookup @frozen public struct Wrapper {
        let root: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let root = root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    let box: FocusedValueBox<ObjectType>

    /// The focused object, or `nil` if none is published.
    @MainActor @preconcurrency public var wrappedValue: ObjectType? { box.value }

    /// Bindings to the focused object's properties, or `nil` if none is published.
    @MainActor @preconcurrency public var projectedValue: FocusedObject<ObjectType>.Wrapper? {
        box.value.map { Wrapper(root: $0) }
    }

    /// A property that reads the focused object of its type.
    public init() {
        box = FocusedValueBox()
    }
}

@available(*, unavailable)
extension FocusedObject: Sendable {}

@available(*, unavailable)
extension FocusedObject.Wrapper: Sendable {}

extension FocusedObject: GraphBoundProperty {
    /// Reads the published object and subscribes the node to it, as `@ObservedObject` does.
    func bind(to node: ViewNode, label: String) {
        let object = FocusedValueRegistry.read(for: node, label: label) {
            $0[keyPath: ObjectType.focusedValueKey]
        }
        box.value = object
        if let object { ObjectSubscription.connect(object, to: node, label: label) }
    }
}

extension FocusedObject: GraphInputComparable {
    /// The object lives in the graph, so every copy is the same input.
    func isSameGraphInput(as other: Any) -> Bool { true }
}
