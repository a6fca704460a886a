// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that only publishes the last element of a stream that satisfies an
    /// error-throwing predicate closure, once the stream finishes.
    public struct TryLastWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's or the closure's.
        public typealias Failure = any Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The error-throwing closure that determines whether to publish an element.
        public let predicate: (Publishers.TryLastWhere<Upstream>.Output) throws -> Bool

        /// Creates a publisher that publishes the last element to satisfy an error-throwing predicate.
        public init(
            upstream: Upstream, predicate: @escaping (Publishers.TryLastWhere<Upstream>.Output) throws -> Bool
        ) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber behind one that holds the latest match and sends it when
        /// upstream finishes; a thrown error cancels upstream and fails the stream.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Output == S.Input, S.Failure == any Error {
            let predicate = predicate
            upstream.subscribeFolding(subscriber, initial: nil as Output?, failure: { $0 }) { match, value in
                .trying {
                    if try predicate(value) { match = value }
                    return .more
                }
            } result: {
                $0
            }
        }
    }
}

extension Publisher {
    /// Publishes the last element of a stream that satisfies an error-throwing predicate
    /// closure, after upstream finishes.
    ///
    /// - Parameter predicate: An error-throwing closure that takes an element and returns
    ///   whether to publish it; if it throws, the publisher fails with the error.
    /// - Returns: A publisher that only publishes the last element satisfying the predicate.
    public func tryLast(
        where predicate: @escaping (Self.Output) throws -> Bool
    ) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }
}
