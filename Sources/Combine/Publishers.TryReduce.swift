// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that applies an error-throwing closure to all received elements and
    /// produces an accumulated value when the upstream publisher finishes.
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish: the upstream's or the closure's.
        public typealias Failure = any Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The initial value provided on the first invocation of the closure.
        public let initial: Output
        /// An error-throwing closure that takes the previous result and the next element and
        /// returns the next result.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates a publisher that folds every element into one result with an error-throwing closure.
        public init(
            upstream: Upstream, initial: Output,
            nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the subscriber behind one that folds each element and sends the result
        /// when upstream finishes; a thrown error cancels upstream and fails the stream.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == any Error {
            let nextPartialResult = nextPartialResult
            upstream.subscribeFolding(subscriber, initial: initial, failure: { $0 }) { result, value in
                .trying {
                    result = try nextPartialResult(result, value)
                    return .more
                }
            } result: {
                $0
            }
        }
    }
}

extension Publisher {
    /// Applies an error-throwing closure that collects each element of a stream and publishes
    /// a final result upon completion.
    ///
    /// - Parameters:
    ///   - initialResult: The value that the closure receives the first time it's called.
    ///   - nextPartialResult: An error-throwing closure that takes the previously-accumulated
    ///     value and the next element from the upstream publisher to produce a new value; if
    ///     it throws, the publisher fails with the error.
    /// - Returns: A publisher that applies the closure to all received elements and produces
    ///   an accumulated value when the upstream publisher finishes.
    public func tryReduce<T>(
        _ initialResult: T, _ nextPartialResult: @escaping (T, Self.Output) throws -> T
    ) -> Publishers.TryReduce<Self, T> {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
}
