// ViewLifecycle · HeadlessSwiftUI

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID { wrappedValue.id }
    /// The identity type of the bound value.
    public typealias ID = Value.ID
}
