// ViewLifecycle · Combine

/// A publisher that exposes a method for outside callers to publish elements.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Self.Output)
    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Self.Failure>)
    /// Sends a subscription to the subscriber.
    func send(subscription: any Subscription)
}

extension Subject where Self.Output == Void {
    /// Sends a void value to the subscriber.
    public func send() { send(()) }
}
