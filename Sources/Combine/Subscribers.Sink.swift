// ViewLifecycle · Combine

extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    final public class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
        /// The closure to execute on receipt of a value.
        final public var receiveValue: (Input) -> Void
        /// The closure to execute on completion.
        final public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: (any Subscription)?

        /// Initializes a sink with the provided closures.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// Keeps the subscription and asks for every value.
        final public func receive(subscription: any Subscription) {
            guard self.subscription == nil else { return subscription.cancel() }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        /// Calls `receiveValue`.
        final public func receive(_ value: Input) -> Subscribers.Demand {
            receiveValue(value)
            return .none
        }

        /// Calls `receiveCompletion` and lets the subscription go.
        final public func receive(completion: Subscribers.Completion<Failure>) {
            receiveCompletion(completion)
            subscription = nil
        }

        /// Cancels the subscription.
        final public func cancel() {
            let current = subscription
            subscription = nil
            current?.cancel()
        }
    }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behavior.
    public func sink(
        receiveCompletion: @escaping ((Subscribers.Completion<Self.Failure>) -> Void),
        receiveValue: @escaping ((Self.Output) -> Void)
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(
            receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Self.Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    public func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Assigns each element from a publisher to a property on an object.
    public func assign<Root>(
        to keyPath: ReferenceWritableKeyPath<Root, Self.Output>, on object: Root
    ) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }

    /// Republishes elements received from a publisher, by assigning them to a property marked as a publisher.
    public func assign(to published: inout Published<Self.Output>.Publisher) {
        let subject = published.subject
        published.keepAlive.append(sink { subject.send($0) })
    }
}
