// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that applies a closure to all received elements and produces an accumulated
    /// value when the upstream publisher finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The initial value provided on the first invocation of the closure.
        public let initial: Output
        /// A closure that takes the previous result and the next element and returns the next result.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates a publisher that folds every element into one result.
        public init(
            upstream: Upstream, initial: Output,
            nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the subscriber behind one that folds each element and, when upstream
        /// finishes, sends the result (`initial` if nothing came) and finishes; a failure
        /// arrives without it.
        public func receive<S>(subscriber: S)
        where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
            let nextPartialResult = nextPartialResult
            upstream.subscribeFolding(subscriber, initial: initial, failure: { $0 }) {
                $0 = nextPartialResult($0, $1)
                return .more
            } result: {
                $0
            }
        }
    }
}

extension Publisher {
    /// Applies a closure that collects each element of a stream and publishes a final result
    /// upon completion.
    ///
    /// - Parameters:
    ///   - initialResult: The value that the closure receives the first time it's called.
    ///   - nextPartialResult: A closure that produces a new value by taking the
    ///     previously-accumulated value and the next element it receives from the upstream
    ///     publisher.
    /// - Returns: A publisher that applies the closure to all received elements and produces
    ///   an accumulated value when the upstream publisher finishes.
    public func reduce<T>(
        _ initialResult: T, _ nextPartialResult: @escaping (T, Self.Output) -> T
    ) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }
}
