// ViewLifecycle · Combine

/// One subscription of `buffer`: `.keepFull` asks upstream for `size` elements at the
/// subscription and for as many more as leave the buffer, `.byRequest` for every element at the
/// subscriber's first request; elements wait in order for the subscriber's demand, and the
/// completion waits behind them.
final class BufferInner<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private var downstream: Downstream?
    private let size: Int
    private let prefetch: Publishers.PrefetchStrategy
    private let whenFull: Publishers.BufferingStrategy<Failure>
    private var upstream: (any Subscription)?
    private var buffer: [Input] = []
    private var demand = Subscribers.Demand.none
    private var completion: Subscribers.Completion<Failure>?
    private var hasRequestedAll = false
    private var isDraining = false

    init(
        downstream: Downstream, size: Int, prefetch: Publishers.PrefetchStrategy,
        whenFull: Publishers.BufferingStrategy<Failure>
    ) {
        self.downstream = downstream
        self.size = size
        self.prefetch = prefetch
        self.whenFull = whenFull
    }

    func receive(subscription: any Subscription) {
        guard upstream == nil, let downstream else { return subscription.cancel() }
        upstream = subscription
        downstream.receive(subscription: self)
        if prefetch == .keepFull, size > 0 { subscription.request(.max(size)) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard downstream != nil, completion == nil else { return .none }
        if buffer.count < size {
            buffer.append(input)
        } else {
            switch whenFull {
            case .dropNewest: break
            case .dropOldest:
                buffer.removeFirst()
                buffer.append(input)
            case .customError(let makeError):
                fail(makeError())
                return .none
            }
        }
        drain()
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard downstream != nil, self.completion == nil else { return }
        upstream = nil
        self.completion = completion
        drain()
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        if prefetch == .byRequest, !hasRequestedAll {
            hasRequestedAll = true
            upstream?.request(.unlimited)
        }
        drain()
    }

    func cancel() {
        downstream = nil
        buffer.removeAll()
        let current = upstream
        upstream = nil
        current?.cancel()
    }

    private func fail(_ error: Failure) {
        guard let downstream else { return }
        cancel()
        downstream.receive(completion: .failure(error))
    }

    /// Sends held elements while there is demand, refills a `.keepFull` buffer, then sends the
    /// completion once nothing is held.
    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        var sent = 0
        while demand > 0, !buffer.isEmpty, let downstream {
            demand -= 1
            sent += 1
            demand += downstream.receive(buffer.removeFirst())
        }
        if prefetch == .keepFull, sent > 0 { upstream?.request(.max(sent)) }
        if buffer.isEmpty, let completion, let downstream {
            self.downstream = nil
            downstream.receive(completion: completion)
        }
    }
}
