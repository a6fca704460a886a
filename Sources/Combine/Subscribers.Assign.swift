// ViewLifecycle · Combine

extension Subscribers {
    /// A simple subscriber that assigns received elements to a property indicated by a key path.
    final public class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible,
        CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
    {
        /// The kind of errors this subscriber might receive: none.
        public typealias Failure = Never

        /// The object that contains the property to assign, until the subscriber completes or
        /// is cancelled.
        final public private(set) var object: Root?
        /// The key path that indicates the property to assign.
        final public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: (any Subscription)?

        /// A textual representation of this subscriber.
        final public var description: String { "Assign \(Root.self)." }

        /// A mirror that reflects the subscriber.
        final public var customMirror: Mirror {
            Mirror(self, children: ["object": object as Any, "keyPath": keyPath])
        }

        /// A custom playground description for this subscriber.
        final public var playgroundDescription: Any { description }

        /// Creates a subscriber to assign the value of a property indicated by a key path.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        /// Keeps the subscription and asks for every value.
        final public func receive(subscription: any Subscription) {
            guard self.subscription == nil, object != nil else { return subscription.cancel() }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        /// Assigns the value to the object's property.
        final public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }

        /// Lets the object and the subscription go.
        final public func receive(completion: Subscribers.Completion<Never>) {
            object = nil
            subscription = nil
        }

        /// Cancels the subscription and lets the object go.
        final public func cancel() {
            let current = subscription
            subscription = nil
            object = nil
            current?.cancel()
        }
    }
}
