// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that republishes items from another publisher only if each new item is in
    /// increasing order from the previously-published item: it publishes the element that
    /// comes first in `areInIncreasingOrder`'s order once upstream finishes.
    public struct Comparison<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that receives two elements and returns true if they are in increasing order.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        /// Creates a publisher that publishes the element that orders first, once upstream finishes.
        public init(
            upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool
        ) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Attaches the subscriber behind one that keeps the element that orders first (the
        /// earliest of equal ones) and sends it when upstream finishes; nothing came, nothing
        /// is sent; a failure arrives alone.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let areInIncreasingOrder = areInIncreasingOrder
            upstream.subscribeFolding(subscriber, initial: nil as Output?, failure: { $0 }) { kept, value in
                if let current = kept, !areInIncreasingOrder(value, current) { return .more }
                kept = value
                return .more
            } result: {
                $0
            }
        }
    }
}

extension Publisher where Self.Output: Comparable {
    /// Publishes the minimum value received from the upstream publisher, after it finishes.
    public func min() -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: <)
    }

    /// Publishes the maximum value received from the upstream publisher, after it finishes.
    public func max() -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: >)
    }
}

extension Publisher {
    /// Publishes the minimum value received from the upstream publisher, using the provided
    /// ordering closure, after it finishes.
    ///
    /// - Parameter areInIncreasingOrder: A closure that receives two elements and returns
    ///   true if they are in increasing order.
    public func min(
        by areInIncreasingOrder: @escaping (Self.Output, Self.Output) -> Bool
    ) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// Publishes the maximum value received from the upstream publisher, using the provided
    /// ordering closure, after it finishes.
    ///
    /// - Parameter areInIncreasingOrder: A closure that receives two elements and returns
    ///   true if they are in increasing order.
    public func max(
        by areInIncreasingOrder: @escaping (Self.Output, Self.Output) -> Bool
    ) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
    }
}
