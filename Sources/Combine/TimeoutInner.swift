// ViewLifecycle · Combine

/// One subscription of `timeout`: the subscriber's demand goes upstream unchanged; each element
/// and the completion reach the subscriber through the scheduler; a due time is set at the
/// subscription and again at each element, and if one passes with no later element the upstream
/// is cancelled and the stream finishes, or fails with the custom error.
final class TimeoutInner<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
    @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private var downstream: Downstream?
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let customError: (() -> Failure)?
    private var upstream: (any Subscription)?
    /// Counts elements so a due time that a later element superseded does nothing.
    private var generation = 0

    init(
        downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
        options: Context.SchedulerOptions?, customError: (() -> Failure)?
    ) {
        self.downstream = downstream
        self.interval = interval
        self.scheduler = scheduler
        self.options = options
        self.customError = customError
    }

    func receive(subscription: any Subscription) {
        guard upstream == nil, let downstream else { return subscription.cancel() }
        upstream = subscription
        startTimer()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard downstream != nil else { return .none }
        startTimer()
        scheduler.schedule(options: options) { [self] in
            guard let downstream else { return }
            let more = downstream.receive(input)
            if more > 0 { upstream?.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard downstream != nil else { return }
        generation += 1
        scheduler.schedule(options: options) { [self] in end(completion) }
    }

    func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }

    func cancel() {
        downstream = nil
        generation += 1
        let current = upstream
        upstream = nil
        current?.cancel()
    }

    private func startTimer() {
        generation += 1
        let current = generation
        scheduler.schedule(
            after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance,
            options: options
        ) { [weak self] in
            guard let self, current == generation, downstream != nil else { return }
            let timedOut = upstream
            upstream = nil
            timedOut?.cancel()
            end(customError.map { .failure($0()) } ?? .finished)
        }
    }

    private func end(_ completion: Subscribers.Completion<Failure>) {
        guard let downstream else { return }
        self.downstream = nil
        upstream = nil
        downstream.receive(completion: completion)
    }
}
