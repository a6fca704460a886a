// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that only publishes the first element of a stream to satisfy an
    /// error-throwing predicate closure.
    public struct TryFirstWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's or the closure's.
        public typealias Failure = any Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The error-throwing closure that determines whether to publish an element.
        public let predicate: (Publishers.TryFirstWhere<Upstream>.Output) throws -> Bool

        /// Creates a publisher that publishes the first element to satisfy an error-throwing predicate.
        public init(
            upstream: Upstream,
            predicate: @escaping (Publishers.TryFirstWhere<Upstream>.Output) throws -> Bool
        ) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber behind one that skips elements until one satisfies the
        /// predicate, passes it on, then finishes and cancels upstream; a thrown error cancels
        /// upstream and fails the stream.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Output == S.Input, S.Failure == any Error {
            let predicate = predicate
            let inner = OperatorInner<Output, Upstream.Failure, S>(downstream: subscriber)
            inner.onValue = { inner, value in
                do {
                    guard try predicate(value) else { return .max(1) }
                } catch {
                    inner.finish(.failure(error))
                    return .none
                }
                _ = inner.downstream?.receive(value)
                inner.finish(.finished)
                return .none
            }
            inner.onCompletion = { inner, completion in inner.finish(completion.mapFailure { $0 }) }
            upstream.subscribe(inner)
        }
    }
}

extension Publisher {
    /// Publishes the first element of a stream to satisfy a throwing predicate closure, then
    /// finishes normally.
    ///
    /// - Parameter predicate: An error-throwing closure that takes an element and returns
    ///   whether to publish it; if it throws, the publisher fails with the error.
    /// - Returns: A publisher that only publishes the first element of a stream that satisfies
    ///   the predicate.
    public func tryFirst(
        where predicate: @escaping (Self.Output) throws -> Bool
    ) -> Publishers.TryFirstWhere<Self> {
        Publishers.TryFirstWhere(upstream: self, predicate: predicate)
    }
}
