// ViewLifecycle · HeadlessSwiftUI

/// A dynamic property type that allows access to a namespace defined by the persistent identity
/// of the object containing the property (e.g. a view).
@propertyWrapper public struct Namespace: DynamicProperty, Sendable {
    /// The namespace's identifier; one per property value (headlessly not tied to the view's
    /// identity, which only `matchedGeometryEffect` would read, and it draws nothing).
    private let id = ID()

    /// Creates a namespace.
    public init() {}

    /// The namespace's identifier.
    public var wrappedValue: Namespace.ID { id }

    /// A namespace defined by the persistent identity of an `@Namespace` property.
    @frozen public struct ID: Hashable, Sendable {
        private let value: Int
        @MainActor private static var next = 0

        init() {
            value = MainActor.assumeIsolated {
                Self.next += 1
                return Self.next
            }
        }
    }
}
