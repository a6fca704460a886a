// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that publishes a single Boolean value that indicates whether all received
    /// elements pass a given predicate.
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: whether every element passed.
        public typealias Output = Bool
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that evaluates each received element.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates a publisher that tells whether every element satisfies the predicate.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber behind one that sends `false`, finishes and cancels upstream
        /// at the first element that fails the predicate, or sends `true` when upstream
        /// finishes (also when nothing came).
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, S.Input == Bool {
            let predicate = predicate
            upstream.subscribeFolding(subscriber, initial: true, failure: { $0 }) { satisfied, value in
                satisfied = predicate(value)
                return satisfied ? .more : .done
            } result: {
                $0
            }
        }
    }
}

extension Publisher {
    /// Publishes a single Boolean value that indicates whether all received elements pass a
    /// given predicate.
    ///
    /// - Parameter predicate: A closure that evaluates each received element.
    /// - Returns: A publisher that emits `false` and finishes at the first element that fails
    ///   the predicate, or `true` when upstream finishes.
    public func allSatisfy(_ predicate: @escaping (Self.Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }
}
