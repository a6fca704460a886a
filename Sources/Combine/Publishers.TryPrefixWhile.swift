// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that republishes elements while an error-throwing predicate closure
    /// indicates publishing should continue.
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's or the closure's.
        public typealias Failure = any Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The error-throwing closure that determines whether publishing should continue.
        public let predicate: (Publishers.TryPrefixWhile<Upstream>.Output) throws -> Bool

        /// Creates a publisher that republishes elements while an error-throwing predicate holds.
        public init(
            upstream: Upstream,
            predicate: @escaping (Publishers.TryPrefixWhile<Upstream>.Output) throws -> Bool
        ) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber behind one that passes elements on until one fails the
        /// predicate, then finishes and cancels upstream; a thrown error cancels upstream and
        /// fails the stream.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Output == S.Input, S.Failure == any Error {
            let predicate = predicate
            let inner = OperatorInner<Output, Upstream.Failure, S>(downstream: subscriber)
            inner.onValue = { inner, value in
                do {
                    guard try predicate(value) else {
                        inner.finish(.finished)
                        return .none
                    }
                } catch {
                    inner.finish(.failure(error))
                    return .none
                }
                return inner.downstream?.receive(value) ?? .none
            }
            inner.onCompletion = { inner, completion in inner.finish(completion.mapFailure { $0 }) }
            upstream.subscribe(inner)
        }
    }
}

extension Publisher {
    /// Republishes elements while an error-throwing predicate closure indicates publishing
    /// should continue.
    ///
    /// - Parameter predicate: An error-throwing closure that takes an element and returns
    ///   whether publishing should continue; if it throws, the publisher fails with the error.
    /// - Returns: A publisher that passes through elements until the predicate indicates
    ///   publishing should finish, or throws.
    public func tryPrefix(
        while predicate: @escaping (Self.Output) throws -> Bool
    ) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }
}
