// ViewLifecycle · Combine

/// One subscription of `switchToLatest`: subscribes to each publisher upstream sends, cancelling
/// the previous one, and passes the subscriber's outstanding demand on to whichever is current.
final class SwitchToLatestInner<Inner: Publisher, Downstream: Subscriber>: Subscriber, Subscription,
    @unchecked Sendable
where Inner.Output == Downstream.Input, Inner.Failure == Downstream.Failure {
    typealias Input = Inner
    typealias Failure = Inner.Failure

    private var downstream: Downstream?
    private var outer: (any Subscription)?
    private var current: (any Subscription)?
    /// Counts the inner publishers, so a replaced one's late events are ignored.
    private var generation = 0
    private var demand = Subscribers.Demand.none
    private var isOuterFinished = false
    private var isCurrentFinished = true

    init(downstream: Downstream) { self.downstream = downstream }

    func receive(subscription: any Subscription) {
        guard outer == nil, let downstream else { return subscription.cancel() }
        outer = subscription
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Inner) -> Subscribers.Demand {
        guard downstream != nil else { return .none }
        let replaced = current
        current = nil
        replaced?.cancel()
        generation += 1
        isCurrentFinished = false
        input.subscribe(subscriber(for: generation))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        outer = nil
        isOuterFinished = true
        switch completion {
        case .failure: end(completion)
        case .finished: if isCurrentFinished { end(.finished) }
        }
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        current?.request(demand)
    }

    func cancel() {
        downstream = nil
        let subscriptions = [outer, current]
        outer = nil
        current = nil
        for subscription in subscriptions { subscription?.cancel() }
    }

    private func subscriber(for generation: Int) -> AnySubscriber<Inner.Output, Inner.Failure> {
        AnySubscriber(
            receiveSubscription: { [self] subscription in
                guard generation == self.generation, downstream != nil else { return subscription.cancel() }
                current = subscription
                if demand > 0 { subscription.request(demand) }
            },
            receiveValue: { [self] value in
                guard generation == self.generation, let downstream else { return .none }
                demand -= 1
                let more = downstream.receive(value)
                demand += more
                return more
            },
            receiveCompletion: { [self] completion in
                guard generation == self.generation else { return }
                current = nil
                isCurrentFinished = true
                switch completion {
                case .failure: end(completion)
                case .finished: if isOuterFinished { end(.finished) }
                }
            })
    }

    /// Sends the completion downstream once, cancelling whatever is still attached.
    private func end(_ completion: Subscribers.Completion<Failure>) {
        guard let downstream else { return }
        self.downstream = nil
        let subscriptions = [outer, current]
        outer = nil
        current = nil
        for subscription in subscriptions { subscription?.cancel() }
        downstream.receive(completion: completion)
    }
}
