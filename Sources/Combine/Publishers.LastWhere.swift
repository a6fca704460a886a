// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that only publishes the last element of a stream that satisfies a predicate
    /// closure, once the stream finishes.
    public struct LastWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that determines whether to publish an element.
        public let predicate: (Publishers.LastWhere<Upstream>.Output) -> Bool

        /// Creates a publisher that publishes the last element to satisfy the predicate.
        public init(upstream: Upstream, predicate: @escaping (Publishers.LastWhere<Upstream>.Output) -> Bool)
        {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber behind one that holds the latest match and, when upstream
        /// finishes, sends it (if any) and finishes; a failure arrives without it.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let predicate = predicate
            upstream.subscribeFolding(subscriber, initial: nil as Output?, failure: { $0 }) { match, value in
                if predicate(value) { match = value }
                return .more
            } result: {
                $0
            }
        }
    }
}

extension Publisher {
    /// Publishes the last element of a stream that satisfies a predicate closure, after upstream
    /// finishes.
    ///
    /// - Parameter predicate: A closure that takes an element and returns whether to publish it.
    /// - Returns: A publisher that only publishes the last element satisfying the predicate.
    public func last(where predicate: @escaping (Self.Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }
}
