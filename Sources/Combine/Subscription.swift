// ViewLifecycle · Combine

/// A protocol representing the connection of a subscriber to a publisher.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells a publisher that it may send more values to the subscriber.
    func request(_ demand: Subscribers.Demand)
}
