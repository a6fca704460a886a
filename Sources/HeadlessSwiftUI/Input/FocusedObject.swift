// ViewLifecycle · HeadlessSwiftUI

import Combine

/// An observable object the focused view published with `focusedObject(_:)`: headlessly no
/// view publishes one (those modifiers are recorded only), so it is always `nil`.
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

    var store: ObjectType?

    /// The focused object: `nil` headlessly.
    @MainActor @preconcurrency public var wrappedValue: ObjectType? { store }

    /// Bindings to the focused object's properties: `nil` headlessly.
    @MainActor @preconcurrency public var projectedValue: FocusedObject<ObjectType>.Wrapper? {
        store.map { Wrapper(root: $0) }
    }

    /// A property that reads the focused object of its type.
    public init() {
        store = nil
    }
}
