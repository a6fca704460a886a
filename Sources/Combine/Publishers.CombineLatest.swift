// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that receives and combines the latest elements from two publishers.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The kind of values published by this publisher: the latest element of each.
        public typealias Output = (A.Output, B.Output)
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure
        /// A publisher to combine.
        public let a: A
        /// A second publisher to combine.
        public let b: B

        /// Creates a publisher that receives and combines the latest elements from two publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches the subscriber to both publishers; once each has sent a value, every new
        /// value from either sends the pair of latest values.
        public func receive<S>(subscriber: S)
        where S: Subscriber, B.Failure == S.Failure, S.Input == (A.Output, B.Output) {
            let fanIn = FanIn(downstream: subscriber, upstreamCount: 2, keepsLatestOnly: true)
            let latest = LatestPair<A.Output, B.Output>()
            subscriber.receive(subscription: fanIn)
            a.subscribe(
                fanIn.side(0) { (value: A.Output) in
                    latest.a = value
                    if let pair = latest.pair { fanIn.deliver(pair) }
                })
            b.subscribe(
                fanIn.side(1) { (value: B.Output) in
                    latest.b = value
                    if let pair = latest.pair { fanIn.deliver(pair) }
                })
        }
    }
}

/// The latest value of each side of one `combineLatest` subscription.
final class LatestPair<A, B>: @unchecked Sendable {
    var a: A?
    var b: B?

    var pair: (A, B)? {
        guard let a, let b else { return nil }
        return (a, b)
    }
}

extension Publisher {
    /// Subscribes to an additional publisher and publishes a tuple upon receiving output from either publisher.
    public func combineLatest<P>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where P: Publisher, Self.Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Subscribes to an additional publisher and invokes a closure upon receiving output from either publisher.
    public func combineLatest<P, T>(
        _ other: P, _ transform: @escaping (Self.Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P: Publisher, Self.Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
}
