// ViewLifecycle · Combine

/// A subject that wraps a single value and publishes a new element whenever the value changes.
final public class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscriptions = SubjectSubscriptions<Output, Failure>()
    private var current: Output

    /// The value wrapped by this subject, published as a new element whenever it changes.
    final public var value: Output {
        get { current }
        set { send(newValue) }
    }

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) {
        current = value
    }

    /// Attaches the subscriber; it gets the current value as soon as it asks.
    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        let entry = subscriptions.add(CurrentValueReplay(subscriber: subscriber, subject: self))
        _ = entry
    }

    /// Stores and sends a value.
    final public func send(_ input: Output) {
        current = input
        subscriptions.send(input)
    }

    /// Sends a value, then stores it: \`@Published\`'s order, whose subscribers run in \`willSet\`.
    func sendBeforeStoring(_ input: Output) {
        subscriptions.send(input)
        current = input
    }

    /// Sends a completion signal to the subscribers.
    final public func send(completion: Subscribers.Completion<Failure>) {
        subscriptions.send(completion: completion)
    }

    /// Asks an upstream subscription for every value.
    final public func send(subscription: any Subscription) { subscription.request(.unlimited) }

    /// Wraps a subscriber so its first demand is met with the current value.
    private struct CurrentValueReplay<S: Subscriber>: Subscriber
    where S.Input == Output, S.Failure == Failure {
        let subscriber: S
        unowned let subject: CurrentValueSubject
        var combineIdentifier: CombineIdentifier { subscriber.combineIdentifier }

        func receive(subscription: any Subscription) {
            subscriber.receive(
                subscription: Replay(upstream: subscription, subject: subject, subscriber: subscriber))
        }
        func receive(_ input: Output) -> Subscribers.Demand { subscriber.receive(input) }
        func receive(completion: Subscribers.Completion<Failure>) {
            subscriber.receive(completion: completion)
        }
    }

    /// The subscription handed to a subscriber: its first request is answered with the value.
    private final class Replay<S: Subscriber>: Subscription, @unchecked Sendable
    where S.Input == Output, S.Failure == Failure {
        let upstream: any Subscription
        unowned let subject: CurrentValueSubject
        let subscriber: S
        var replayed = false

        init(upstream: any Subscription, subject: CurrentValueSubject, subscriber: S) {
            self.upstream = upstream
            self.subject = subject
            self.subscriber = subscriber
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            var remaining = demand
            if !replayed, subject.subscriptions.completion == nil {
                replayed = true
                remaining -= 1
                remaining += subscriber.receive(subject.current)
            }
            upstream.request(remaining)
        }

        func cancel() { upstream.cancel() }
    }
}
