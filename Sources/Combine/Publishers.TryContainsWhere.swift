// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that emits a Boolean value upon receiving an element that satisfies the
    /// error-throwing predicate closure.
    public struct TryContainsWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: whether a match came.
        public typealias Output = Bool
        /// The kind of errors this publisher might publish: the upstream's or the closure's.
        public typealias Failure = any Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The error-throwing closure that determines whether an element is a match.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that tells whether upstream sends an element that satisfies an
        /// error-throwing predicate.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber behind one that sends `true` at the first match or `false`
        /// when upstream finishes; a thrown error cancels upstream and fails the stream.
        public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == any Error, S.Input == Bool {
            let predicate = predicate
            upstream.subscribeFolding(subscriber, initial: false, failure: { $0 }) { found, value in
                .trying {
                    found = try predicate(value)
                    return found ? .done : .more
                }
            } result: {
                $0
            }
        }
    }
}

extension Publisher {
    /// Publishes a Boolean value upon receiving an element that satisfies the throwing
    /// predicate closure.
    ///
    /// - Parameter predicate: An error-throwing closure that takes an element and returns
    ///   whether it matches; if it throws, the publisher fails with the error.
    /// - Returns: A publisher that emits `true` and finishes at the first match, or `false`
    ///   when upstream finishes without one.
    public func tryContains(
        where predicate: @escaping (Self.Output) throws -> Bool
    ) -> Publishers.TryContainsWhere<Self> {
        Publishers.TryContainsWhere(upstream: self, predicate: predicate)
    }
}
