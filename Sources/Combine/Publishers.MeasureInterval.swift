// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that measures and emits the time interval between events received from an
    /// upstream publisher.
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher: the time since the previous event.
        public typealias Output = Context.SchedulerTimeType.Stride
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The scheduler used for tracking the timing of events.
        public let scheduler: Context

        /// Creates a publisher that measures the time between events by `scheduler`'s clock.
        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        /// Attaches the subscriber behind one that replaces each element with the time since
        /// the previous one (the first: since the subscription), as `scheduler.now` tells it.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, S.Input == Context.SchedulerTimeType.Stride {
            let scheduler = scheduler
            var last: Context.SchedulerTimeType?
            let inner = OperatorInner<Upstream.Output, Failure, S>(downstream: subscriber)
            inner.onSubscription = { _ in last = scheduler.now }
            inner.onValue = { inner, _ in
                let now = scheduler.now
                defer { last = now }
                return inner.downstream?.receive((last ?? now).distance(to: now)) ?? .none
            }
            inner.onCompletion = { inner, completion in inner.finish(completion) }
            upstream.subscribe(inner)
        }
    }
}

extension Publisher {
    /// Measures and emits the time interval between events received from an upstream publisher.
    ///
    /// - Parameters:
    ///   - scheduler: A scheduler to use for tracking the timing of events.
    ///   - options: Options that customize the delivery of elements (unused: the intervals are
    ///     delivered as the elements arrive).
    /// - Returns: A publisher that emits elements representing the time interval between the
    ///   elements it receives.
    public func measureInterval<S>(
        using scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.MeasureInterval<Self, S> where S: Scheduler {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }
}
