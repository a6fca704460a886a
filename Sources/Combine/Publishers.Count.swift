// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that publishes the number of elements received from the upstream publisher.
    public struct Count<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: how many elements came.
        public typealias Output = Int
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that publishes how many elements upstream sent.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the subscriber behind one that counts the elements and, when upstream
        /// finishes, sends the count and finishes; a failure arrives without it.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, S.Input == Int {
            upstream.subscribeFolding(subscriber, initial: 0, failure: { $0 }) { count, _ in
                count += 1
                return .more
            } result: {
                $0
            }
        }
    }
}

extension Publishers.Count: Equatable where Upstream: Equatable {
    /// Whether the two publishers count the same upstream.
    public static func == (lhs: Publishers.Count<Upstream>, rhs: Publishers.Count<Upstream>) -> Bool {
        lhs.upstream == rhs.upstream
    }
}

extension Publisher {
    /// Publishes the number of elements received from the upstream publisher, once it finishes.
    ///
    /// - Returns: A publisher that consumes all elements until the upstream publisher finishes,
    ///   then emits a single value with the total number of elements received.
    public func count() -> Publishers.Count<Self> {
        Publishers.Count(upstream: self)
    }
}
