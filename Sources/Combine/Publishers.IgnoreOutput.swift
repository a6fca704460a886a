// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that ignores all upstream elements, but passes along the upstream
    /// publisher's completion state (finished or failed).
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: none.
        public typealias Output = Never
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that passes on only the upstream's completion.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the subscriber behind one that drops every element (asking for one more
        /// each time) and passes the completion on.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, S.Input == Never {
            upstream.subscribeReducing(subscriber, initial: ()) { _, _ in
            } result: { _ in
                nil
            }
        }
    }
}

extension Publishers.IgnoreOutput: Equatable where Upstream: Equatable {
    /// Whether the two publishers ignore the same upstream.
    public static func == (
        lhs: Publishers.IgnoreOutput<Upstream>, rhs: Publishers.IgnoreOutput<Upstream>
    ) -> Bool {
        lhs.upstream == rhs.upstream
    }
}

extension Publisher {
    /// Ignores all upstream elements, but passes along the upstream publisher's completion
    /// state (finished or failed).
    ///
    /// - Returns: A publisher that ignores all upstream elements.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
        Publishers.IgnoreOutput(upstream: self)
    }
}
