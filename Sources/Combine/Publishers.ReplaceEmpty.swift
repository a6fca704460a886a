// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that replaces an empty stream with a provided element.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The element to deliver when the upstream publisher finishes without delivering any elements.
        public let output: Publishers.ReplaceEmpty<Upstream>.Output
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that sends `output` if upstream finishes without an element.
        public init(upstream: Upstream, output: Publishers.ReplaceEmpty<Upstream>.Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches the subscriber behind one that passes elements on and, when upstream
        /// finishes having sent none, sends `output` first; a failure arrives unchanged.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let output = output
            var isEmpty = true
            let inner = OperatorInner<Output, Failure, S>(downstream: subscriber)
            inner.onValue = { inner, value in
                isEmpty = false
                return inner.downstream?.receive(value) ?? .none
            }
            inner.onCompletion = { inner, completion in
                if case .finished = completion, isEmpty { _ = inner.downstream?.receive(output) }
                inner.finish(completion)
            }
            upstream.subscribe(inner)
        }
    }
}

extension Publishers.ReplaceEmpty: Equatable where Upstream: Equatable, Upstream.Output: Equatable {
    /// Whether the two publishers put the same element in place of the same empty upstream.
    public static func == (
        lhs: Publishers.ReplaceEmpty<Upstream>, rhs: Publishers.ReplaceEmpty<Upstream>
    ) -> Bool {
        lhs.upstream == rhs.upstream && lhs.output == rhs.output
    }
}

extension Publisher {
    /// Replaces an empty stream with the provided element.
    ///
    /// - Parameter output: An element to emit when the upstream publisher finishes without
    ///   emitting any elements.
    /// - Returns: A publisher that replaces an empty stream with the provided output element.
    public func replaceEmpty(with output: Self.Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }
}
