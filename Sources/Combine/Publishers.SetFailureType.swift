// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that appears to send a specified failure type.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
    where Upstream.Failure == Never {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that appears to send a specified failure type.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the subscriber behind one that passes everything on (the upstream cannot fail).
        public func receive<S>(subscriber: S)
        where Failure == S.Failure, S: Subscriber, Upstream.Output == S.Input {
            let inner = OperatorInner<Output, Never, S>(downstream: subscriber)
            inner.onValue = { inner, value in inner.downstream?.receive(value) ?? .none }
            inner.onCompletion = { inner, _ in inner.finish(.finished) }
            upstream.subscribe(inner)
        }

        /// Changes the failure type again.
        public func setFailureType<E>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E>
        where E: Error {
            Publishers.SetFailureType(upstream: upstream)
        }
    }
}

extension Publisher where Self.Failure == Never {
    /// Changes the failure type declared by the upstream publisher.
    public func setFailureType<E>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E>
    where E: Error {
        Publishers.SetFailureType(upstream: self)
    }
}
