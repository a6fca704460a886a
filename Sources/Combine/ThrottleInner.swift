// ViewLifecycle · Combine

/// One subscription of `throttle`: an element that arrives while no interval is open goes out
/// on the scheduler's next opportunity and opens one; elements during an interval are held
/// (the latest or the first) and the one held goes out when it closes, opening the next.
final class ThrottleInner<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
    @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private var downstream: Downstream?
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let latest: Bool
    private var upstream: (any Subscription)?
    private var demand = Subscribers.Demand.none
    private var held: Input?
    private var isIntervalOpen = false

    init(downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool)
    {
        self.downstream = downstream
        self.interval = interval
        self.scheduler = scheduler
        self.latest = latest
    }

    func receive(subscription: any Subscription) {
        guard upstream == nil, let downstream else { return subscription.cancel() }
        upstream = subscription
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard downstream != nil else { return .none }
        if isIntervalOpen {
            if latest || held == nil { held = input }
            return .none
        }
        isIntervalOpen = true
        scheduler.schedule { [weak self] in self?.send(input) }
        scheduleIntervalEnd()
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard let downstream else { return }
        upstream = nil
        scheduler.schedule { [weak self] in
            guard let self else { return }
            if let held = self.held {
                self.held = nil
                self.send(held)
            }
            guard self.downstream != nil else { return }
            self.downstream = nil
            downstream.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) { self.demand += demand }

    func cancel() {
        downstream = nil
        held = nil
        let current = upstream
        upstream = nil
        current?.cancel()
    }

    private func scheduleIntervalEnd() {
        scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance)
        {
            [weak self] in
            guard let self else { return }
            guard let value = self.held else {
                self.isIntervalOpen = false
                return
            }
            self.held = nil
            self.send(value)
            self.scheduleIntervalEnd()
        }
    }

    private func send(_ value: Input) {
        guard demand > 0, let downstream else { return }
        demand -= 1
        demand += downstream.receive(value)
    }
}
