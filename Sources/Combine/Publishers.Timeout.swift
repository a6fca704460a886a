// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that terminates publishing if the upstream publisher exceeds the specified
    /// time interval without producing an element.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum time interval the publisher can go without emitting an element,
        /// expressed in the time system of the scheduler.
        public let interval: Context.SchedulerTimeType.Stride
        /// The scheduler on which to deliver events.
        public let scheduler: Context
        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?
        /// A closure that executes if the publisher times out; the publisher fails with its
        /// error, or finishes if it is nil.
        public let customError: (() -> Publishers.Timeout<Upstream, Context>.Failure)?

        /// Creates a publisher that ends the stream once `interval` passes without an element.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?,
            customError: (() -> Publishers.Timeout<Upstream, Context>.Failure)?
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        /// Attaches the subscriber behind one that delivers elements and the completion on the
        /// scheduler and, when `interval` passes after the subscription or the last element
        /// without another, cancels upstream and finishes (or fails with `customError()`).
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(
                TimeoutInner(
                    downstream: subscriber, interval: interval, scheduler: scheduler, options: options,
                    customError: customError))
        }
    }
}

extension Publisher {
    /// Terminates publishing if the upstream publisher exceeds the specified time interval
    /// without producing an element.
    ///
    /// - Parameters:
    ///   - interval: The maximum time interval the publisher can go without emitting an
    ///     element, expressed in the time system of the scheduler.
    ///   - scheduler: The scheduler to deliver events on.
    ///   - options: Scheduler options that customize the delivery of elements.
    ///   - customError: A closure that executes if the publisher times out; the publisher
    ///     sends the failure it returns instead of finishing.
    /// - Returns: A publisher that terminates if the specified interval elapses with no events
    ///   received from the upstream publisher.
    public func timeout<S>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Self.Failure)? = nil
    ) -> Publishers.Timeout<Self, S> where S: Scheduler {
        Publishers.Timeout(
            upstream: self, interval: interval, scheduler: scheduler, options: options,
            customError: customError)
    }
}
