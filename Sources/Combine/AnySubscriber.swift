// ViewLifecycle · Combine

/// A type-erasing subscriber.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    /// A unique identifier for identifying publisher streams.
    public let combineIdentifier: CombineIdentifier
    private let receiveSubscription: (any Subscription) -> Void
    private let receiveValue: (Input) -> Subscribers.Demand
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    /// Creates a type-erasing subscriber to wrap an existing subscriber.
    public init<S>(_ s: S) where Input == S.Input, Failure == S.Failure, S: Subscriber {
        combineIdentifier = s.combineIdentifier
        receiveSubscription = s.receive(subscription:)
        receiveValue = s.receive(_:)
        receiveCompletion = s.receive(completion:)
    }

    /// Creates a type-erasing subscriber that executes the provided closures.
    public init(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        self.receiveSubscription = receiveSubscription ?? { _ in }
        self.receiveValue = receiveValue ?? { _ in .none }
        self.receiveCompletion = receiveCompletion ?? { _ in }
    }

    /// A textual representation of this instance.
    public var description: String { "Anonymous AnySubscriber" }

    /// Tells the subscriber that it has successfully subscribed to the publisher.
    public func receive(subscription: any Subscription) { receiveSubscription(subscription) }

    /// Tells the subscriber that the publisher has produced an element.
    public func receive(_ value: Input) -> Subscribers.Demand { receiveValue(value) }

    /// Tells the subscriber that the publisher has completed publishing.
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion(completion) }
}
