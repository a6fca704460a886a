// ViewLifecycle · Combine

/// A publisher that eventually produces a single value and then finishes or fails.
///
/// The closure runs once, when the future is created; every subscriber, early or late, receives
/// the one result the promise was first called with.
final public class Future<Output, Failure: Error>: Publisher {
    /// A type that represents a closure to invoke in the future, when an element or error is available.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private var result: Result<Output, Failure>?
    private var waiting: [(Result<Output, Failure>) -> Void] = []

    /// Creates a publisher that invokes a promise closure when the publisher emits an element.
    ///
    /// - Parameter attemptToFulfill: A closure that the future calls at once with the promise
    ///   to fulfill; calls after the first are ignored.
    public init(_ attemptToFulfill: @escaping (@escaping Future<Output, Failure>.Promise) -> Void) {
        attemptToFulfill { result in self.fulfill(result) }
    }

    /// Attaches the subscriber; it receives the result once it is known and the subscriber has
    /// asked for a value (a failure arrives whatever the demand).
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        let subscription = FutureSubscription(subscriber: subscriber)
        subscriber.receive(subscription: subscription)
        if let result {
            subscription.resolve(result)
        } else {
            waiting.append { subscription.resolve($0) }
        }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        guard self.result == nil else { return }
        self.result = result
        let subscriptions = waiting
        waiting.removeAll()
        for resolve in subscriptions { resolve(result) }
    }
}
