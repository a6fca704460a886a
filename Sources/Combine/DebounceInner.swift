// ViewLifecycle · Combine

/// One subscription of `debounce`: it asks upstream for every element and delivers the latest
/// one when no other followed it within `dueTime`, if the subscriber has demand (else it drops it).
final class DebounceInner<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
    @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private var downstream: Downstream?
    private let dueTime: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private var upstream: (any Subscription)?
    private var demand = Subscribers.Demand.none
    /// Counts elements so a due time that a later element superseded does nothing.
    private var generation = 0
    private var held: Input?

    init(
        downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
        options: Context.SchedulerOptions?
    ) {
        self.downstream = downstream
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: any Subscription) {
        guard upstream == nil, let downstream else { return subscription.cancel() }
        upstream = subscription
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard downstream != nil else { return .none }
        generation += 1
        held = input
        let current = generation
        scheduler.schedule(
            after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
            options: options
        ) { [weak self] in self?.due(current) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard let downstream else { return }
        self.downstream = nil
        upstream = nil
        held = nil
        scheduler.schedule(options: options) { downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) { self.demand += demand }

    func cancel() {
        downstream = nil
        held = nil
        let current = upstream
        upstream = nil
        current?.cancel()
    }

    private func due(_ current: Int) {
        guard current == generation, let value = held, let downstream else { return }
        held = nil
        guard demand > 0 else { return }
        demand -= 1
        demand += downstream.receive(value)
    }
}
