// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that republishes all non-nil results of calling an error-throwing closure
    /// with each received element.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: the upstream's or the closure's.
        public typealias Failure = any Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// An error-throwing closure that receives values from the upstream publisher and
        /// returns optional values.
        public let transform: (Upstream.Output) throws -> Output?

        /// Creates a publisher that republishes the non-nil results of an error-throwing closure.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches the subscriber behind one that drops nil results (asking for one more each
        /// time); a thrown error cancels upstream and fails the stream.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == any Error {
            upstream.subscribeThrowing(subscriber, step: transform)
        }
    }
}

extension Publisher {
    /// Calls an error-throwing closure with each received element and publishes any returned
    /// optional that has a value.
    ///
    /// - Parameter transform: An error-throwing closure that receives a value and returns an
    ///   optional value; if it throws, the publisher fails with the thrown error.
    /// - Returns: Any non-nil optional results of calling the supplied closure.
    public func tryCompactMap<T>(
        _ transform: @escaping (Self.Output) throws -> T?
    ) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }
}
