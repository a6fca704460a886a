// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that omits elements from an upstream publisher until a given closure
    /// returns false.
    public struct DropWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that indicates whether to drop the element.
        public let predicate: (Publishers.DropWhile<Upstream>.Output) -> Bool

        /// Creates a publisher that drops elements while the predicate holds.
        public init(upstream: Upstream, predicate: @escaping (Publishers.DropWhile<Upstream>.Output) -> Bool)
        {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber behind one that drops elements (asking for one more each
        /// time) until one fails the predicate, then passes that one and every later one on.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let predicate = predicate
            var isDropping = true
            upstream.subscribe(
                Forwarding<Upstream.Output, S>(downstream: subscriber) { value, downstream in
                    if isDropping, predicate(value) { return .max(1) }
                    isDropping = false
                    return downstream.receive(value)
                })
        }
    }
}

extension Publisher {
    /// Omits elements from the upstream publisher until a given closure returns false, before
    /// republishing all remaining elements.
    ///
    /// - Parameter predicate: A closure that takes an element and returns whether to drop it.
    /// - Returns: A publisher that skips elements while the predicate holds.
    public func drop(while predicate: @escaping (Self.Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.DropWhile(upstream: self, predicate: predicate)
    }
}
