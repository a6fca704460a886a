// ViewLifecycle · Combine

/// A protocol that declares a type that can receive input from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of errors this subscriber might receive.
    associatedtype Failure: Error

    /// Tells the subscriber that it has successfully subscribed to the publisher.
    func receive(subscription: any Subscription)
    /// Tells the subscriber that the publisher has produced an element.
    func receive(_ input: Self.Input) -> Subscribers.Demand
    /// Tells the subscriber that the publisher has completed publishing.
    func receive(completion: Subscribers.Completion<Self.Failure>)
}
