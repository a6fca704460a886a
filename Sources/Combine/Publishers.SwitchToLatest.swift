// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that flattens nested publishers.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where P == Upstream.Output, P.Failure == Upstream.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = P.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = P.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that “flattens” nested publishers.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the subscriber behind one that subscribes to each publisher upstream sends,
        /// cancelling the one before; it finishes once upstream and the latest publisher have
        /// finished, and fails when either fails.
        public func receive<S>(subscriber: S)
        where S: Subscriber, P.Output == S.Input, Upstream.Failure == S.Failure {
            upstream.subscribe(SwitchToLatestInner<P, S>(downstream: subscriber))
        }
    }
}

extension Publisher where Self.Failure == Self.Output.Failure, Self.Output: Publisher {
    /// Republishes elements sent by the most recently received publisher.
    ///
    /// - Returns: A publisher that emits elements only from the most recent publisher it received.
    public func switchToLatest() -> Publishers.SwitchToLatest<Self.Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Self.Failure == Never, Self.Output: Publisher {
    /// Republishes elements sent by the most recently received publisher, from a publisher of
    /// publishers that never fails.
    ///
    /// - Returns: A publisher that emits elements only from the most recent publisher it received.
    public func switchToLatest()
        -> Publishers.SwitchToLatest<
            Self.Output, Publishers.SetFailureType<Self, Self.Output.Failure>
        >
    {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Self.Failure == Never, Self.Output: Publisher, Self.Output.Failure == Never {
    /// Republishes elements sent by the most recently received publisher, where neither fails.
    ///
    /// - Returns: A publisher that emits elements only from the most recent publisher it received.
    public func switchToLatest() -> Publishers.SwitchToLatest<Self.Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Self.Output: Publisher, Self.Output.Failure == Never {
    /// Republishes elements sent by the most recently received publisher, whose publishers never fail.
    ///
    /// - Returns: A publisher that emits elements only from the most recent publisher it received.
    public func switchToLatest()
        -> Publishers.SwitchToLatest<
            Publishers.SetFailureType<Self.Output, Self.Failure>,
            Publishers.Map<Self, Publishers.SetFailureType<Self.Output, Self.Failure>>
        >
    {
        Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
    }
}
