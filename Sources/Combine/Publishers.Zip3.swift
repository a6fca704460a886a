// ViewLifecycle · Combine

extension Publishers {
    /// A publisher created by applying the zip function to three upstream publishers.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The kind of values published by this publisher: one element of each, grouped in order.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure
        /// A publisher to zip.
        public let a: A
        /// Another publisher to zip.
        public let b: B
        /// Another publisher to zip.
        public let c: C

        /// Creates a publisher that applies the zip function to three upstream publishers.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches the subscriber to every publisher; the n-th elements of each go out together, and
        /// it finishes when a finished publisher has no unpaired element left. It is two-publisher
        /// `Zip`s nested, so one implementation decides when to send, finish and fail.
        public func receive<S>(subscriber: S)
        where S: Subscriber, C.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output) {
            Zip(Zip(a, b), c).map { value in (value.0.0, value.0.1, value.1) }.subscribe(subscriber)
        }
    }
}

extension Publisher {
    /// Combines elements from two other publishers and delivers groups of elements as tuples.
    public func zip<P, Q>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
    where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }

    /// Combines elements from two other publishers to deliver a transformed output.
    public func zip<P, Q, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Self.Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T>
    where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Zip3(self, publisher1, publisher2).map { transform($0.0, $0.1, $0.2) }
    }
}
