// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that republishes items from another publisher only if each new item is in
    /// increasing order from the previously-published item, and fails if the ordering logic
    /// throws an error.
    public struct TryComparison<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's or the closure's.
        public typealias Failure = any Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// An error-throwing closure that receives two elements and returns true if they are in
        /// increasing order.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

        /// Creates a publisher that publishes the element that orders first, with an
        /// error-throwing ordering closure.
        public init(
            upstream: Upstream,
            areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool
        ) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Attaches the subscriber behind one that keeps the element that orders first and
        /// sends it when upstream finishes; a thrown error cancels upstream and fails the stream.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Output == S.Input, S.Failure == any Error {
            let areInIncreasingOrder = areInIncreasingOrder
            upstream.subscribeFolding(subscriber, initial: nil as Output?, failure: { $0 }) { kept, value in
                .trying {
                    if let current = kept, try !areInIncreasingOrder(value, current) { return .more }
                    kept = value
                    return .more
                }
            } result: {
                $0
            }
        }
    }
}

extension Publisher {
    /// Publishes the minimum value received from the upstream publisher, using the provided
    /// error-throwing closure to order the items.
    ///
    /// - Parameter areInIncreasingOrder: An error-throwing closure that receives two elements
    ///   and returns true if they are in increasing order; if it throws, the publisher fails.
    public func tryMin(
        by areInIncreasingOrder: @escaping (Self.Output, Self.Output) throws -> Bool
    ) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// Publishes the maximum value received from the upstream publisher, using the provided
    /// error-throwing closure to order the items.
    ///
    /// - Parameter areInIncreasingOrder: An error-throwing closure that receives two elements
    ///   and returns true if they are in increasing order; if it throws, the publisher fails.
    public func tryMax(
        by areInIncreasingOrder: @escaping (Self.Output, Self.Output) throws -> Bool
    ) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
    }
}
