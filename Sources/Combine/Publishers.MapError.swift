// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that converts any failure from the upstream publisher into a new error.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// The closure that converts the upstream failure into a new error.
        public let transform: (Upstream.Failure) -> Failure

        /// Creates a publisher that converts any failure from the upstream publisher into a new error.
        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Creates a publisher that converts any failure from the upstream publisher into a new error.
        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
            self.init(upstream: upstream, transform: map)
        }

        /// Attaches the subscriber behind one that passes elements on and converts a failure.
        public func receive<S>(subscriber: S)
        where Failure == S.Failure, S: Subscriber, Upstream.Output == S.Input {
            let inner = OperatorInner<Upstream.Output, Upstream.Failure, S>(downstream: subscriber)
            inner.onValue = { inner, value in inner.downstream?.receive(value) ?? .none }
            inner.onCompletion = { inner, completion in inner.finish(completion.mapFailure(transform)) }
            upstream.subscribe(inner)
        }
    }
}

extension Publisher {
    /// Converts any failure from the upstream publisher into a new error.
    ///
    /// - Parameter transform: A closure that takes the upstream failure as a parameter and
    ///   returns a new error for the publisher to terminate with.
    /// - Returns: A publisher that replaces any upstream failure with a new error produced by
    ///   the `transform` closure.
    public func mapError<E>(_ transform: @escaping (Self.Failure) -> E) -> Publishers.MapError<Self, E>
    where E: Error {
        Publishers.MapError(upstream: self, transform: transform)
    }
}
