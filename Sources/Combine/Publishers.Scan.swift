// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that applies a closure to all received elements and produces an accumulated value when the upstream publisher finishes.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The previous result returned by the closure, seeded with this value.
        public let initialResult: Output
        /// A closure that takes the previous result and the next element and returns the next result.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates a publisher that sends each accumulated result.
        public init(
            upstream: Upstream, initialResult: Output,
            nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the subscriber behind one that sends each new result (each subscription
        /// starts from `initialResult`).
        public func receive<S>(subscriber: S)
        where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
            let result = Accumulator(initialResult)
            let nextPartialResult = nextPartialResult
            upstream.subscribe(
                Forwarding<Upstream.Output, S>(downstream: subscriber) { value, downstream in
                    result.value = nextPartialResult(result.value, value)
                    return downstream.receive(result.value)
                })
        }
    }
}

/// The running result of one `scan` subscription.
final class Accumulator<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) { self.value = value }
}

extension Publisher {
    /// Transforms elements from the upstream publisher by providing the current element to a
    /// closure along with the last value returned by the closure.
    public func scan<T>(
        _ initialResult: T, _ nextPartialResult: @escaping (T, Self.Output) -> T
    ) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
