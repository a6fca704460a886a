// ViewLifecycle · Combine

/// A type of object with a publisher that emits before the object has changed.
///
/// Combine finds an object's `@Published` properties by reflection; here each `@Published`
/// write reaches the object through the wrapper's enclosing-instance subscript instead, and sends
/// on the object's publisher kept in `ObjectWillChangeRegistry`.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where Self.ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed.
    public var objectWillChange: ObservableObjectPublisher {
        ObjectWillChangeRegistry.publisher(for: self)
    }
}
