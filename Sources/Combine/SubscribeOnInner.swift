// ViewLifecycle · Combine

/// The subscriber and subscription between `subscribe(on:)` and its downstream: values and the
/// completion pass straight down, while the downstream's requests and cancellation reach the
/// upstream on the scheduler.
final class SubscribeOnInner<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
    @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

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
        downstream?.receive(input) ?? .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let current = downstream
        downstream = nil
        upstream = nil
        current?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard let upstream else { return }
        scheduler.schedule(options: options) { upstream.request(demand) }
    }

    func cancel() {
        guard let upstream else { return }
        self.upstream = nil
        downstream = nil
        scheduler.schedule(options: options) { upstream.cancel() }
    }
}
