// ViewLifecycle · Combine

extension Publishers {
    /// A publisher created by applying the zip function to two upstream publishers.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The kind of values published by this publisher: one element of each, paired in order.
        public typealias Output = (A.Output, B.Output)
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure
        /// A publisher to zip.
        public let a: A
        /// Another publisher to zip.
        public let b: B

        /// Creates a publisher that applies the zip function to two upstream publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches the subscriber to both publishers; the n-th elements of each go out as a
        /// pair, and it finishes when a finished publisher has no unpaired element left.
        public func receive<S>(subscriber: S)
        where S: Subscriber, B.Failure == S.Failure, S.Input == (A.Output, B.Output) {
            let fanIn = FanIn(downstream: subscriber, upstreamCount: 2, keepsLatestOnly: false)
            let queues = ZipQueues<A.Output, B.Output>()
            let pairUp = {
                while let pair = queues.nextPair() { fanIn.deliver(pair) }
                if queues.isExhausted { fanIn.finishEarly() }
            }
            fanIn.onUpstreamFinished = { index in
                queues.finished.insert(index)
                pairUp()
            }
            subscriber.receive(subscription: fanIn)
            a.subscribe(
                fanIn.side(0) { (value: A.Output) in
                    queues.a.append(value)
                    pairUp()
                })
            b.subscribe(
                fanIn.side(1) { (value: B.Output) in
                    queues.b.append(value)
                    pairUp()
                })
        }
    }
}

/// The unpaired elements of each side of one `zip` subscription, and which sides finished.
final class ZipQueues<A, B>: @unchecked Sendable {
    var a: [A] = []
    var b: [B] = []
    var finished: Set<Int> = []

    func nextPair() -> (A, B)? {
        guard !a.isEmpty, !b.isEmpty else { return nil }
        return (a.removeFirst(), b.removeFirst())
    }

    /// Whether a side finished with nothing left to pair, so no pair can come.
    var isExhausted: Bool { (finished.contains(0) && a.isEmpty) || (finished.contains(1) && b.isEmpty) }
}

extension Publisher {
    /// Combines elements from another publisher and deliver pairs of elements as tuples.
    public func zip<P>(_ other: P) -> Publishers.Zip<Self, P> where P: Publisher, Self.Failure == P.Failure {
        Publishers.Zip(self, other)
    }

    /// Combines elements from another publisher and delivers a transformed output.
    public func zip<P, T>(
        _ other: P, _ transform: @escaping (Self.Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.Zip<Self, P>, T> where P: Publisher, Self.Failure == P.Failure {
        Publishers.Zip(self, other).map { transform($0.0, $0.1) }
    }
}
