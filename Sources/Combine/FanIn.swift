// ViewLifecycle · Combine

/// The one subscription a combining operator (`merge`, `combineLatest`) gives its subscriber:
/// it asks each upstream for every value, holds what the subscriber has not asked for yet, and
/// passes on values only as far as the subscriber's demand goes.
final class FanIn<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private var downstream: Downstream?
    private var upstreams: [(any Subscription)?]
    private var demand = Subscribers.Demand.none
    private var pending: [Downstream.Input] = []
    private var finishedCount = 0
    private var isDraining = false
    /// Whether a new value replaces one not yet delivered (`combineLatest`) instead of queueing
    /// behind it (`merge`).
    private let keepsLatestOnly: Bool
    /// Called when the upstream at an index finishes (`zip` ends early with it).
    var onUpstreamFinished: (Int) -> Void = { _ in }

    init(downstream: Downstream, upstreamCount: Int, keepsLatestOnly: Bool) {
        self.downstream = downstream
        self.upstreams = Array(repeating: nil, count: upstreamCount)
        self.keepsLatestOnly = keepsLatestOnly
    }

    /// The subscriber of the upstream at `index`, calling `onValue` with each of its values.
    func side<Input>(_ index: Int, onValue: @escaping (Input) -> Void) -> FanInSide<Input, Downstream> {
        FanInSide(fanIn: self, index: index, onValue: onValue)
    }

    func attach(_ subscription: any Subscription, at index: Int) {
        guard downstream != nil, upstreams[index] == nil else { return subscription.cancel() }
        upstreams[index] = subscription
        subscription.request(.unlimited)
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        drain()
    }

    func deliver(_ value: Downstream.Input) {
        guard downstream != nil else { return }
        if keepsLatestOnly { pending = [value] } else { pending.append(value) }
        drain()
    }

    func finish(at index: Int, with completion: Subscribers.Completion<Downstream.Failure>) {
        guard let downstream else { return }
        upstreams[index] = nil
        switch completion {
        case .failure:
            cancel()
            downstream.receive(completion: completion)
        case .finished:
            finishedCount += 1
            onUpstreamFinished(index)
            drain()
        }
    }

    /// Finishes once what is held is delivered, cancelling the upstreams still running.
    func finishEarly() {
        guard downstream != nil else { return }
        finishedCount = upstreams.count
        let current = upstreams
        upstreams = upstreams.map { _ in nil }
        for upstream in current { upstream?.cancel() }
        drain()
    }

    func cancel() {
        downstream = nil
        pending.removeAll()
        let current = upstreams
        upstreams = upstreams.map { _ in nil }
        for upstream in current { upstream?.cancel() }
    }

    /// Sends held values while there is demand, then the completion once every upstream
    /// finished and nothing is held; a re-entrant request only adds demand.
    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while demand > 0, !pending.isEmpty, let downstream {
            demand -= 1
            demand += downstream.receive(pending.removeFirst())
        }
        if finishedCount == upstreams.count, pending.isEmpty, let downstream {
            self.downstream = nil
            downstream.receive(completion: .finished)
        }
    }
}
