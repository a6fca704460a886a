// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that omits elements from an upstream publisher until a given error-throwing
    /// closure returns false.
    public struct TryDropWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's or the closure's.
        public typealias Failure = any Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The error-throwing closure that indicates whether to drop the element.
        public let predicate: (Publishers.TryDropWhile<Upstream>.Output) throws -> Bool

        /// Creates a publisher that drops elements while an error-throwing predicate holds.
        public init(
            upstream: Upstream, predicate: @escaping (Publishers.TryDropWhile<Upstream>.Output) throws -> Bool
        ) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber behind one that drops elements until one fails the
        /// predicate, then passes every element on; a thrown error cancels upstream and fails
        /// the stream.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Output == S.Input, S.Failure == any Error {
            let predicate = predicate
            var isDropping = true
            let inner = OperatorInner<Output, Upstream.Failure, S>(downstream: subscriber)
            inner.onValue = { inner, value in
                do {
                    if isDropping, try predicate(value) { return .max(1) }
                } catch {
                    inner.finish(.failure(error))
                    return .none
                }
                isDropping = false
                return inner.downstream?.receive(value) ?? .none
            }
            inner.onCompletion = { inner, completion in inner.finish(completion.mapFailure { $0 }) }
            upstream.subscribe(inner)
        }
    }
}

extension Publisher {
    /// Omits elements from the upstream publisher until an error-throwing closure returns
    /// false, before republishing all remaining elements.
    ///
    /// - Parameter predicate: An error-throwing closure that takes an element and returns
    ///   whether to drop it; if it throws, the publisher fails with the error.
    /// - Returns: A publisher that skips elements while the predicate holds.
    public func tryDrop(
        while predicate: @escaping (Self.Output) throws -> Bool
    ) -> Publishers.TryDropWhile<Self> {
        Publishers.TryDropWhile(upstream: self, predicate: predicate)
    }
}
