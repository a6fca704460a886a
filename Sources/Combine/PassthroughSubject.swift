// ViewLifecycle · Combine

/// A subject that broadcasts elements to downstream subscribers.
final public class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscriptions = SubjectSubscriptions<Output, Failure>()

    /// Creates a subject.
    public init() {}

    /// Attaches the subscriber.
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        _ = subscriptions.add(subscriber)
    }

    /// Runs `body` once when the last subscriber cancels (a source's clean-up).
    func handleCancel(_ body: @escaping () -> Void) {
        subscriptions.onEmpty = body
    }

    /// Sends a value to the subscribers that asked for one.
    final public func send(_ input: Output) { subscriptions.send(input) }

    /// Sends a completion signal to the subscribers.
    final public func send(completion: Subscribers.Completion<Failure>) {
        subscriptions.send(completion: completion)
    }

    /// Asks an upstream subscription for every value.
    final public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}
