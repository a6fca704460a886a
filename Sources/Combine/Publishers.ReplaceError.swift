// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that replaces any errors in the stream with a provided element.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: none.
        public typealias Failure = Never
        /// The element with which to replace errors from the upstream publisher.
        public let output: Publishers.ReplaceError<Upstream>.Output
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that replaces any errors in the stream with a provided element.
        public init(upstream: Upstream, output: Publishers.ReplaceError<Upstream>.Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches the subscriber behind one that turns a failure into `output` and finished.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Output == S.Input, S.Failure == Never {
            let output = output
            let inner = OperatorInner<Output, Upstream.Failure, S>(downstream: subscriber)
            inner.onValue = { inner, value in inner.downstream?.receive(value) ?? .none }
            inner.onCompletion = { inner, completion in
                if case .failure = completion { _ = inner.downstream?.receive(output) }
                inner.finish(.finished)
            }
            upstream.subscribe(inner)
        }
    }
}

extension Publisher {
    /// Replaces any errors in the stream with the provided element.
    public func replaceError(with output: Self.Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}
