// ViewLifecycle · Combine

/// One subscription of `receive(on:)` or `delay(for:scheduler:)`: the subscriber's demand goes
/// upstream unchanged, and each element and the completion reach the subscriber through the
/// scheduler, at its next opportunity or `delay` after they came; after a cancel, nothing already
/// scheduled arrives.
final class ScheduledDelivery<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
    @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private var downstream: Downstream?
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let delay:
        (interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride)?
    private var upstream: (any Subscription)?

    init(
        downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?,
        delay: (interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride)? =
            nil
    ) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
        self.delay = delay
    }

    private func deliver(_ action: @escaping () -> Void) {
        if let delay {
            scheduler.schedule(
                after: scheduler.now.advanced(by: delay.interval), tolerance: delay.tolerance,
                options: options, action)
        } else {
            scheduler.schedule(options: options, action)
        }
    }

    func receive(subscription: any Subscription) {
        guard upstream == nil, let downstream else { return subscription.cancel() }
        upstream = subscription
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        deliver { [self] in
            guard let downstream else { return }
            let more = downstream.receive(input)
            if more > 0 { upstream?.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        deliver { [self] in
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
