// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that publishes only elements that don't match the previous element, as
    /// evaluated by a provided error-throwing closure.
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's or the closure's.
        public typealias Failure = any Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// An error-throwing closure to evaluate whether two elements are equivalent, for
        /// purposes of filtering.
        public let predicate:
            (Publishers.TryRemoveDuplicates<Upstream>.Output, Publishers.TryRemoveDuplicates<Upstream>.Output)
                throws -> Bool

        /// Creates a publisher that publishes only elements that don't match the previous
        /// element, as an error-throwing closure evaluates them.
        public init(
            upstream: Upstream,
            predicate:
                @escaping (
                    Publishers.TryRemoveDuplicates<Upstream>.Output,
                    Publishers.TryRemoveDuplicates<Upstream>.Output
                ) throws -> Bool
        ) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber behind one that drops repeats (asking for one more each
        /// time); a thrown error cancels upstream and fails the stream.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Output == S.Input, S.Failure == any Error {
            var previous: Output?
            let predicate = predicate
            upstream.subscribeThrowing(subscriber) { value -> Output? in
                defer { previous = value }
                if let last = previous, try predicate(last, value) { return nil }
                return value
            }
        }
    }
}

extension Publisher {
    /// Publishes only elements that don't match the previous element, as evaluated by a
    /// provided error-throwing closure.
    ///
    /// - Parameter predicate: A closure to evaluate whether two elements are equivalent; if it
    ///   throws, the publisher fails with the error.
    /// - Returns: A publisher that consumes — rather than publishes — duplicate elements.
    public func tryRemoveDuplicates(
        by predicate: @escaping (Self.Output, Self.Output) throws -> Bool
    ) -> Publishers.TryRemoveDuplicates<Self> {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }
}
