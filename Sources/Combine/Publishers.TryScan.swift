// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that applies an error-throwing closure to all received elements and sends
    /// each accumulated value.
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: the upstream's or the closure's.
        public typealias Failure = any Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The previous result returned by the closure, seeded with this value.
        public let initialResult: Output
        /// An error-throwing closure that takes the previous result and the next element and
        /// returns the next result.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates a publisher that sends each accumulated result of an error-throwing closure.
        public init(
            upstream: Upstream, initialResult: Output,
            nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the subscriber behind one that sends each new result (each subscription
        /// starts from `initialResult`); a thrown error cancels upstream and fails the stream.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == any Error {
            var result = initialResult
            let nextPartialResult = nextPartialResult
            upstream.subscribeThrowing(subscriber) { value -> Output? in
                result = try nextPartialResult(result, value)
                return result
            }
        }
    }
}

extension Publisher {
    /// Transforms elements from the upstream publisher by providing the current element to an
    /// error-throwing closure along with the last value returned by the closure.
    ///
    /// - Parameters:
    ///   - initialResult: The previous result returned by the `nextPartialResult` closure.
    ///   - nextPartialResult: An error-throwing closure that takes the previously-accumulated
    ///     value and the next element to produce a new value; if it throws, the publisher
    ///     fails with the error.
    /// - Returns: A publisher that transforms elements by applying a closure that receives its
    ///   previous return value and the next element from the upstream publisher.
    public func tryScan<T>(
        _ initialResult: T, _ nextPartialResult: @escaping (T, Self.Output) throws -> T
    ) -> Publishers.TryScan<Self, T> {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
