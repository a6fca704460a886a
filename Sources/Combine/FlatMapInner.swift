// ViewLifecycle · Combine

/// One subscription of `flatMap`: it asks upstream for `maxPublishers` elements, subscribes to
/// the publisher made from each (asking it for every element) and one more element whenever
/// one of them finishes; elements wait for the subscriber's demand in the order they came. It
/// finishes when the upstream and every inner publisher have, and fails when any fails.
final class FlatMapInner<Upstream: Publisher, NewPublisher: Publisher, Downstream: Subscriber>: Subscriber,
    Subscription, @unchecked Sendable
where
    NewPublisher.Failure == Upstream.Failure, Downstream.Input == NewPublisher.Output,
    Downstream.Failure == Upstream.Failure
{
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private var downstream: Downstream?
    private let maxPublishers: Subscribers.Demand
    private let transform: (Upstream.Output) -> NewPublisher
    private var upstream: (any Subscription)?
    private var isUpstreamFinished = false
    private var inners: [CombineIdentifier: any Subscription] = [:]
    private var activeInners = 0
    private var demand = Subscribers.Demand.none
    private var pending: [NewPublisher.Output] = []
    private var isDraining = false

    init(
        downstream: Downstream, maxPublishers: Subscribers.Demand,
        transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
        self.downstream = downstream
        self.maxPublishers = maxPublishers
        self.transform = transform
    }

    func receive(subscription: any Subscription) {
        guard upstream == nil, let downstream else { return subscription.cancel() }
        upstream = subscription
        downstream.receive(subscription: self)
        subscription.request(maxPublishers)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard downstream != nil else { return .none }
        let id = CombineIdentifier()
        activeInners += 1
        transform(input).subscribe(
            AnySubscriber<NewPublisher.Output, Failure>(
                receiveSubscription: { [self] subscription in
                    guard downstream != nil else { return subscription.cancel() }
                    inners[id] = subscription
                    subscription.request(.unlimited)
                },
                receiveValue: { [self] value in
                    pending.append(value)
                    drain()
                    return .none
                },
                receiveCompletion: { [self] completion in
                    inners[id] = nil
                    activeInners -= 1
                    if case .failure = completion { return fail(completion) }
                    if maxPublishers != .unlimited { upstream?.request(.max(1)) }
                    drain()
                }))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        upstream = nil
        if case .failure = completion { return fail(completion) }
        isUpstreamFinished = true
        drain()
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        drain()
    }

    func cancel() {
        downstream = nil
        pending.removeAll()
        let current = [upstream].compactMap { $0 } + Array(inners.values)
        upstream = nil
        inners.removeAll()
        for subscription in current { subscription.cancel() }
    }

    private func fail(_ completion: Subscribers.Completion<Failure>) {
        guard let downstream else { return }
        cancel()
        downstream.receive(completion: completion)
    }

    /// Sends held elements while there is demand, then finished once nothing can come.
    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while demand > 0, !pending.isEmpty, let downstream {
            demand -= 1
            demand += downstream.receive(pending.removeFirst())
        }
        if isUpstreamFinished, activeInners == 0, pending.isEmpty, let downstream {
            self.downstream = nil
            downstream.receive(completion: .finished)
        }
    }
}
