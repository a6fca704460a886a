// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that publishes a single Boolean value that indicates whether all received
    /// elements pass a given error-throwing predicate.
    public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: whether every element passed.
        public typealias Output = Bool
        /// The kind of errors this publisher might publish: the upstream's or the closure's.
        public typealias Failure = any Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// An error-throwing closure that evaluates each received element.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates a publisher that tells whether every element satisfies an error-throwing predicate.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber behind one that sends `false` at the first element that
        /// fails the predicate or `true` when upstream finishes; a thrown error cancels
        /// upstream and fails the stream.
        public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == any Error, S.Input == Bool {
            let predicate = predicate
            upstream.subscribeFolding(subscriber, initial: true, failure: { $0 }) { satisfied, value in
                .trying {
                    satisfied = try predicate(value)
                    return satisfied ? .more : .done
                }
            } result: {
                $0
            }
        }
    }
}

extension Publisher {
    /// Publishes a single Boolean value that indicates whether all received elements pass a
    /// given error-throwing predicate.
    ///
    /// - Parameter predicate: An error-throwing closure that evaluates each received element;
    ///   if it throws, the publisher fails with the error.
    /// - Returns: A publisher that emits `false` at the first element that fails the predicate,
    ///   or `true` when upstream finishes.
    public func tryAllSatisfy(
        _ predicate: @escaping (Self.Output) throws -> Bool
    ) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }
}
