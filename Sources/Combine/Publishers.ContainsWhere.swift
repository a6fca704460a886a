// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that emits a Boolean value upon receiving an element that satisfies the
    /// predicate closure.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: whether a match came.
        public typealias Output = Bool
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that determines whether the publisher should consider an element as a match.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that tells whether upstream sends an element that satisfies the predicate.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber behind one that sends `true`, finishes and cancels upstream
        /// at the first match, or sends `false` when upstream finishes without one.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, S.Input == Bool {
            let predicate = predicate
            upstream.subscribeFolding(subscriber, initial: false, failure: { $0 }) { found, value in
                found = predicate(value)
                return found ? .done : .more
            } result: {
                $0
            }
        }
    }
}

extension Publisher {
    /// Publishes a Boolean value upon receiving an element that satisfies the predicate closure.
    ///
    /// - Parameter predicate: A closure that takes an element and returns whether it matches.
    /// - Returns: A publisher that emits `true` and finishes at the first match, or `false`
    ///   when upstream finishes without one.
    public func contains(where predicate: @escaping (Self.Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }
}
