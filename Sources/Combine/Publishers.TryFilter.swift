// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that republishes all elements that match a provided error-throwing closure.
    public struct TryFilter<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the upstream's or the closure's.
        public typealias Failure = any Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// An error-throwing closure that indicates whether to republish an element.
        public let isIncluded: (Upstream.Output) throws -> Bool

        /// Creates a publisher that republishes the elements an error-throwing closure includes.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Attaches the subscriber behind one that drops excluded elements; a thrown error
        /// cancels upstream and fails the stream.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Output == S.Input, S.Failure == any Error {
            upstream.subscribeThrowing(subscriber) { value in try isIncluded(value) ? value : nil }
        }
    }
}

extension Publisher {
    /// Republishes all elements that match a provided error-throwing closure.
    ///
    /// - Parameter isIncluded: A closure that takes one element and returns whether to
    ///   republish it; if it throws, the publisher fails with the thrown error.
    /// - Returns: A publisher that republishes all elements that satisfy the closure.
    public func tryFilter(_ isIncluded: @escaping (Self.Output) throws -> Bool) -> Publishers.TryFilter<Self>
    {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }
}
