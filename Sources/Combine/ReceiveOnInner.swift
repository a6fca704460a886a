// ViewLifecycle · Combine

/// One subscription of `receive(on:)`: the subscriber's demand goes upstream unchanged, and each
/// element and the completion reach the subscriber through the scheduler; after a cancel,
/// nothing already scheduled arrives.
final class ReceiveOnInner<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
    @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private var downstream: Downstream?
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private var upstream: (any Subscription)?

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: any Subscription) {
        guard upstream == nil, let downstream else { return subscription.cancel() }
        upstream = subscription
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        scheduler.schedule(options: options) { [self] in
            guard let downstream else { return }
            let more = downstream.receive(input)
            if more > 0 { upstream?.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) { [self] in
            guard let downstream else { return }
            self.downstream = nil
            upstream = nil
            downstream.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }

    func cancel() {
        downstream = nil
        let current = upstream
        upstream = nil
        current?.cancel()
    }
}
