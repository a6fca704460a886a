// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that publishes the first element of a stream, then finishes.
    public struct First<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that publishes the first element of a stream, then finishes.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the subscriber behind one that passes on the first element, then finishes
        /// and cancels the upstream.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let inner = OperatorInner<Output, Failure, S>(downstream: subscriber)
            inner.onValue = { inner, value in
                _ = inner.downstream?.receive(value)
                inner.finish(.finished)
                return .none
            }
            inner.onCompletion = { inner, completion in inner.finish(completion) }
            upstream.subscribe(inner)
        }
    }
}

extension Publisher {
    /// Publishes the first element of a stream, then finishes.
    public func first() -> Publishers.First<Self> {
        Publishers.First(upstream: self)
    }
}
