// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that only publishes the first element of a stream to satisfy a predicate closure.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that determines whether to publish an element.
        public let predicate: (Publishers.FirstWhere<Upstream>.Output) -> Bool

        /// Creates a publisher that publishes the first element to satisfy the predicate.
        public init(upstream: Upstream, predicate: @escaping (Publishers.FirstWhere<Upstream>.Output) -> Bool)
        {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber behind one that skips elements until one satisfies the
        /// predicate, passes it on, then finishes and cancels the upstream; an upstream that
        /// finishes first finishes the stream with nothing.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let inner = OperatorInner<Output, Failure, S>(downstream: subscriber)
            inner.onValue = { inner, value in
                guard predicate(value) else { return .max(1) }
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
    /// Publishes the first element of a stream to satisfy a predicate closure, then finishes
    /// normally.
    ///
    /// - Parameter predicate: A closure that takes an element as a parameter and returns a
    ///   Boolean value that indicates whether to publish the element.
    /// - Returns: A publisher that only publishes the first element of a stream that satisfies
    ///   the predicate.
    public func first(where predicate: @escaping (Self.Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }
}
