// ViewLifecycle · Combine

/// The one subscription an operator that switches upstreams (`append`, `prepend`, `catch`)
/// gives its subscriber: the subscriber's outstanding demand follows it from one upstream to
/// the next, and cancelling cancels whichever is current.
final class Relay<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private(set) var downstream: Downstream?
    private var current: (any Subscription)?
    private var demand = Subscribers.Demand.none

    init(downstream: Downstream) { self.downstream = downstream }

    /// The subscriber of one upstream; `onCompletion` decides whether its completion ends the
    /// stream (`end(_:)`) or attaches the next upstream.
    func stage<Failure: Error>(
        onCompletion: @escaping (Relay, Subscribers.Completion<Failure>) -> Void
    ) -> AnySubscriber<Downstream.Input, Failure> {
        AnySubscriber(
            receiveSubscription: { [self] subscription in
                guard downstream != nil else { return subscription.cancel() }
                current = subscription
                if demand > 0 { subscription.request(demand) }
            },
            receiveValue: { [self] value in
                guard let downstream else { return .none }
                demand -= 1
                let more = downstream.receive(value)
                demand += more
                return more
            },
            receiveCompletion: { [self] completion in
                current = nil
                guard downstream != nil else { return }
                onCompletion(self, completion)
            })
    }

    /// Ends the stream with the completion.
    func end(_ completion: Subscribers.Completion<Downstream.Failure>) {
        guard let downstream else { return }
        self.downstream = nil
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        current?.request(demand)
    }

    func cancel() {
        downstream = nil
        let subscription = current
        current = nil
        subscription?.cancel()
    }
}
