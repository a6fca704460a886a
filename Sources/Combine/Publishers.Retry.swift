// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that attempts to recreate its subscription to a failed upstream publisher.
    public struct Retry<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum number of retry attempts to perform; nil retries without limit.
        public let retries: Int?

        /// Creates a publisher that resubscribes to a failed upstream up to `retries` times.
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        /// Attaches the subscriber to the upstream and, each time it fails while retries are
        /// left, to the upstream again, carrying over the demand it did not use; the failure
        /// after the last retry, or finishing, ends the stream.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let relay = Relay(downstream: subscriber)
            let upstream = upstream
            subscriber.receive(subscription: relay)
            func attach(remaining: Int?) {
                upstream.subscribe(
                    relay.stage { (relay, completion: Subscribers.Completion<Failure>) in
                        switch (completion, remaining) {
                        case (.finished, _), (.failure, 0): relay.end(completion)
                        case (.failure, let remaining): attach(remaining: remaining.map { $0 - 1 })
                        }
                    })
            }
            attach(remaining: retries.map { Swift.max($0, 0) })
        }
    }
}

extension Publishers.Retry: Equatable where Upstream: Equatable {
    /// Whether the two publishers retry the same upstream as many times.
    public static func == (lhs: Publishers.Retry<Upstream>, rhs: Publishers.Retry<Upstream>) -> Bool {
        lhs.upstream == rhs.upstream && lhs.retries == rhs.retries
    }
}

extension Publisher {
    /// Attempts to recreate a failed subscription with the upstream publisher up to the number
    /// of times you specify.
    ///
    /// - Parameter retries: The number of times to attempt to recreate the subscription.
    /// - Returns: A publisher that attempts to recreate its subscription to a failed upstream
    ///   publisher.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}
