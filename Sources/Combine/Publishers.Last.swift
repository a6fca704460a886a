// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that waits until after the stream finishes, and then publishes the last
    /// element of the stream.
    public struct Last<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that publishes the last element once the stream finishes.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the subscriber behind one that holds the latest element and, when upstream
        /// finishes, sends it (if any) and finishes; a failure arrives without it.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribeReducing(subscriber, initial: nil as Output?) {
                $0 = $1
            } result: {
                $0
            }
        }
    }
}

extension Publisher {
    /// Publishes the last element of a stream, after the stream finishes.
    ///
    /// - Returns: A publisher that only publishes the last element of a stream.
    public func last() -> Publishers.Last<Self> {
        Publishers.Last(upstream: self)
    }
}
