// ViewLifecycle · Combine

/// A publisher that emits an output to each subscriber just once, and then finishes.
public struct Just<Output>: Publisher {
    /// The kind of errors this publisher might publish: none.
    public typealias Failure = Never
    /// The one element that the publisher emits.
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    public init(_ output: Output) {
        self.output = output
    }

    /// Sends the output on the first demand, then finishes.
    public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == Never {
        let first = JustSubscription(output: output, subscriber: subscriber)
        subscriber.receive(subscription: first)
    }

    /// Sends one value on the first positive demand, then completion.
    private final class JustSubscription<S: Subscriber>: Subscription, @unchecked Sendable
    where S.Input == Output {
        let output: Output
        var subscriber: S?

        init(output: Output, subscriber: S) {
            self.output = output
            self.subscriber = subscriber
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0, let subscriber else { return }
            self.subscriber = nil
            _ = subscriber.receive(output)
            subscriber.receive(completion: .finished)
        }

        func cancel() { subscriber = nil }
    }
}
